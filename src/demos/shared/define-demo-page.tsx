import type { ComponentType } from 'react';
import type { Content } from '../../site/content-files.ts';
import { definePage, single, type PageModule } from '../../site/page.ts';
import { breadcrumbTrail, type Crumb, type WebPageFacts } from '../../seo/jsonld.ts';
import { innerPageJsonLd } from '../../seo/inner-page.ts';
import { demoShareImagePath } from '../../seo/share-image.ts';
import type { demos } from '../registry.ts';
import { demoSourceOf } from '../demo-sources.ts';
import { DemoHeader } from './DemoHeader.tsx';

interface DemoPage {
  /** The demo's name in the breadcrumb trail, after « Démonstrations » ('Boutique en ligne'). */
  crumb: string;
  /** The page's root class, the prefix of its CSS classes ('shop'). */
  className: string;
  /** The label of the '← Retour' pill. */
  backLabel?: string;
  /** The page's own browser code, as PageModule.scripts. */
  scripts?: string[];
  /** What the page is about, for its JSON-LD. */
  about?: (content: Content) => WebPageFacts['about'];
  /** Everything under the demo header; the breadcrumb goes where the page's hero puts it. */
  Body: ComponentType<{ content: Content; crumbs: Crumb[] }>;
}

/**
 * A demo's page at /<slug>/ (docs/adding-a-demo.md). Its title and
 * description are `page.title` and `page.description` of its content; its
 * stylesheet is src/demos/<slug>/<slug>.css; its JSON-LD shows its share
 * card. The demo header comes first, then `Body`.
 */
export function defineDemoPage(slug: keyof typeof demos, { crumb, className, backLabel, scripts, about, Body }: DemoPage): PageModule {
  const { path } = demoSourceOf(slug);
  const crumbs = breadcrumbTrail({ name: 'Démonstrations', path: '/#portfolio' }, { name: crumb, path });
  const head = (content: Content) => ({ title: content[slug].page.title, description: content[slug].page.description, path });
  return definePage({
    routes: single(path, slug),
    head: ({ content }) => head(content),
    // The share card is a raster image, as search engines expect.
    jsonLd: ({ content }) => innerPageJsonLd(content, { ...head(content), about: about?.(content), image: demoShareImagePath(path) }, crumbs),
    styles: [`demos/${slug}/${slug}.css`],
    scripts,
    Component: ({ content }) => (
      <div className={className}>
        <DemoHeader site={content.site} notice={content.home.portfolio.notice} backLabel={backLabel} />
        <Body content={content} crumbs={crumbs} />
      </div>
    ),
  });
}
