export interface SitemapEntry {
  url: string;
  /** ISO date of the last change; left out when unknown rather than guessed. */
  lastmod?: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function renderSitemap(entries: SitemapEntry[]): string {
  // In address order: the same file whatever order the pages were found in.
  const urls = entries
    .toSorted((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
    .map((entry) => `<url><loc>${escapeXml(entry.url)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
