import type { ReactNode } from 'react';
import { ConsentBanner } from './ConsentBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import type { Content } from '../site/content-files.ts';

interface LayoutProps {
  content: Content;
  path: string;
  year: number;
  /** The page's <head> element (seo/Head.tsx). */
  head: ReactNode;
  children: ReactNode;
}

/** The one component that renders <html>. */
export function Layout({ content, path, year, head, children }: LayoutProps) {
  return (
    <html lang="fr-FR">
      {head}
      <body>
        <a className="skip-link" href="#contenu">
          Aller au contenu
        </a>
        <div className="reading-progress" aria-hidden="true">
          <div className="reading-progress-bar" data-reading-progress />
        </div>
        {/* Without audience measurement there is nothing to consent to: no banner (CNIL). */}
        {content.analytics && <ConsentBanner site={content.site} texts={content.navigation.consent} />}
        <Header site={content.site} navigation={content.navigation} path={path} />
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
        <Footer site={content.site} navigation={content.navigation} year={year} consent={content.analytics} />
      </body>
    </html>
  );
}
