import type { ReactNode } from 'react';
import { ConsentBanner } from '../components/ConsentBanner.tsx';
import { Footer } from '../components/Footer.tsx';
import { Head } from '../components/Head.tsx';
import { Header } from '../components/Header.tsx';
import type { Content } from '../content/registry.ts';
import type { HeadData } from '../seo/head.ts';
import type { JsonLd } from '../seo/jsonld.ts';

export interface LayoutProps {
  content: Content;
  head: HeadData;
  jsonLd: JsonLd[];
  path: string;
  year: number;
  children: ReactNode;
}

/** The one component that renders <html>. */
export function Layout({ content, head, jsonLd, path, year, children }: LayoutProps) {
  return (
    <html lang="fr-FR">
      <Head head={head} site={content.site} jsonLd={jsonLd} />
      <body>
        <a className="skip-link" href="#contenu">
          Aller au contenu
        </a>
        <div className="reading-progress" aria-hidden="true">
          <div className="reading-progress-bar" data-reading-progress />
        </div>
        <ConsentBanner site={content.site} />
        <Header site={content.site} navigation={content.navigation} path={path} />
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
        <Footer site={content.site} navigation={content.navigation} year={year} />
      </body>
    </html>
  );
}
