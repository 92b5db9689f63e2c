import type { ReactNode } from 'react';
import type { Site } from '../site/site.schema.ts';
import { typeset } from '../text/typography.ts';
import { documentTitle, type HeadData } from './head.ts';
import { jsonLdScripts, type JsonLd } from './jsonld.ts';
import { shareImageOf } from './share-image.ts';
import { absoluteUrl } from './urls.ts';
import { brandStyle } from './brand-style.ts';

/** `assets`: where the page's stylesheets, preloads and scripts go (the build says what stands there). */
export function Head({ head, site, jsonLd, assets }: { head: HeadData; site: Site; jsonLd: JsonLd[]; assets?: ReactNode }) {
  // The JSX runtime typesets element text and alt, title…, not `content`: the head's texts are typeset here.
  const title = typeset(documentTitle(head, site.brand));
  const description = typeset(head.description);
  const url = absoluteUrl(site, head.path);
  const share = shareImageOf(head, site.brand);
  const image = absoluteUrl(site, share.path);
  const imageAlt = typeset(share.alt);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {head.keywords && <meta name="keywords" content={typeset(head.keywords.join(', '))} />}
      {head.noindex && <meta name="robots" content="noindex" />}
      {/* A 404 page is served at every unknown address: it has no canonical one. */}
      {!head.noindex && <link rel="canonical" href={url} />}
      <meta name="theme-color" content={site.colours.brand} />
      <style>{brandStyle(site)}</style>
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="alternate" type="application/atom+xml" title={site.blogName} href="/blog/feed.xml" />
      <meta property="og:type" content={head.type ?? 'website'} />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {!head.noindex && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={share.type} />
      <meta property="og:image:width" content={String(share.width)} />
      <meta property="og:image:height" content={String(share.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      {head.publishedTime && <meta property="article:published_time" content={head.publishedTime} />}
      {head.modifiedTime && <meta property="article:modified_time" content={head.modifiedTime} />}
      {head.section && <meta property="article:section" content={typeset(head.section)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {assets}
      {jsonLdScripts(site, jsonLd).map((script, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: script }} />
      ))}
    </head>
  );
}
