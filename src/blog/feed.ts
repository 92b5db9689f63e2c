import type { Article } from '../site/content-files.ts';
import type { Site } from '../site/site.schema.ts';
import { absoluteUrl } from '../seo/urls.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// One pass, and none for the usual text with nothing to escape: a large blog's feed escapes thousands of fields.
const escapeXml = (text: string) => (/[&<>"]/.test(text) ? text.replace(/[&<>"]/g, (char) => entities[char]!) : text);

/** Atom feed of the blog, newest first. */
export function renderAtomFeed(site: Site, articles: Article[], buildDate: string): string {
  const updated = articles.reduce(
    (latest, a) => ((a.updatedDate ?? a.publishDate) > latest ? (a.updatedDate ?? a.publishDate) : latest),
    articles[0]?.publishDate ?? buildDate,
  );
  const entries = articles.map((article) => {
    const url = absoluteUrl(site, `/blog/${article.slug}/`);
    return [
      '<entry>',
      `<title>${escapeXml(article.title)}</title>`,
      `<link href="${url}"/>`,
      `<id>${url}</id>`,
      `<published>${article.publishDate}T00:00:00Z</published>`,
      `<updated>${article.updatedDate ?? article.publishDate}T00:00:00Z</updated>`,
      ...(article.category ? [`<category term="${escapeXml(article.category)}"/>`] : []),
      `<summary>${escapeXml(article.excerpt)}</summary>`,
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr-FR">',
    `<title>${escapeXml(site.blogName)}</title>`,
    `<link href="${absoluteUrl(site, '/blog/')}"/>`,
    `<link rel="self" href="${absoluteUrl(site, '/blog/feed.xml')}"/>`,
    `<id>${absoluteUrl(site, '/blog/')}</id>`,
    `<updated>${updated}T00:00:00Z</updated>`,
    `<author><name>${escapeXml(site.brand)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
