import type { ContentError } from './content-errors.ts';
import { dataFiles, type Content, type DataKey } from './content-files.ts';
import { bodyHtml } from '../text/markdown.ts';

// Links content writes to pages of the site ('/nos-offres/', '/#contact',
// '[…](/blog/x/)') must lead to a page: renaming or removing an article
// whose address other pages give is a content error naming each link, not
// a broken link found after the site is online. Fragments are not checked
// (the page decides its ids), nor links to files ('/blog/feed.xml').

/** A path of this site with no file extension: a page ('/', '/a-propos/', '/#faq', '/?projet=x#contact'). */
const pageLink = /^\/(?!\/)[^\s.?#]*(?:\?[^\s#]*)?(?:#\S*)?$/;
const anchor = /<a\s[^>]*?href="([^"]*)"/g;

/** Every link of content to a page of the site that is not among `pagePaths` ('/a-propos/'), where it is written. */
export function findDeadLinks(content: Content, pagePaths: ReadonlySet<string>): ContentError[] {
  const errors: ContentError[] = [];
  const check = (href: string, file: string, field: string) => {
    if (!pageLink.test(href)) return;
    const path = href.replace(/[?#].*$/, '').replace(/([^/])$/, '$1/');
    if (!pagePaths.has(path)) errors.push({ file, field, reason: `${href}: no such page on the site` });
  };
  for (const key of Object.keys(dataFiles) as DataKey[]) {
    walk(content[key], [], (href, field) => check(href, dataFiles[key].file, field));
  }
  const checkHtml = (html: string, file: string) => {
    for (const [, href] of html.matchAll(anchor)) check(decodeAmpersands(href!), file, `body: […](${decodeAmpersands(href!)})`);
  };
  for (const article of content.articles) for (const part of bodyHtml(article.body)) checkHtml(part, article.file);
  for (const page of content.legal) checkHtml(page.html, page.file);
  return errors;
}

function walk(value: unknown, path: Array<string | number>, visit: (text: string, field: string) => void): void {
  if (typeof value === 'string') visit(value, joinPath(path));
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], visit));
  else if (value !== null && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, [...path, key], visit);
}

function joinPath(path: Array<string | number>): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .join('.')
    .replace(/\.\[/g, '[');
}

function decodeAmpersands(href: string): string {
  return href.replace(/&amp;/g, '&');
}
