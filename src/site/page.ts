import type { ComponentType } from 'react';
import type { Content, DataKey } from './content-files.ts';
import { lastChanged } from './content-dates.ts';
import type { HeadData } from '../seo/head.ts';
import type { JsonLd } from '../seo/jsonld.ts';

export interface PageRoute<D> {
  /** Site path with the trailing slash ('/a-propos/'), or a file path for error pages ('/404.html'). */
  path: string;
  data: D;
  /** ISO date of the last change, for the sitemap (left out when unknown; never the build date). */
  lastmod?: string;
}

interface PageProps<D> {
  content: Content;
  data: D;
  path: string;
}

/** One route module: where it lives, what it says in <head>, its JSON-LD and its body. */
export interface PageModule<D = undefined> {
  routes(content: Content): Array<PageRoute<D>>;
  head(props: PageProps<D>): HeadData;
  jsonLd?(props: PageProps<D>): JsonLd[];
  /** Page stylesheets, as paths under src/ ('demos/produit/produit.css'); every page also has src/ui/base.css. */
  styles?: string[];
  /** The page's own browser code, as paths under src/ of `*.client.ts` files ('home/home.client.ts'); every page also runs src/chrome/chrome.client.ts. */
  scripts?: string[];
  Component: ComponentType<PageProps<D>>;
}

export function definePage<D = undefined>(page: PageModule<D>): PageModule<D> {
  return page;
}

/**
 * Routes of a page that lives at one path and needs no data; `sources` are
 * the content files it shows, whose last change dates it in the sitemap.
 */
export function single(path: string, ...sources: DataKey[]): (content: Content) => Array<PageRoute<undefined>> {
  return (content) => [{ path, data: undefined, lastmod: lastChanged(content, ...sources) }];
}
