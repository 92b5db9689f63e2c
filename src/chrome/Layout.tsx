import { createElement, type ReactNode } from 'react';
import { ConsentBanner } from './ConsentBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { currentOf, isActive } from './NavLinks.tsx';
import type { Content } from '../site/content-files.ts';

interface LayoutProps {
  content: Content;
  path: string;
  year: number;
  /** The page's <head> element (seo/Head.tsx). */
  head: ReactNode;
  children: ReactNode;
  /**
   * `slots` leaves empty `<eclosion-slot>` elements where the top of the body
   * and the footer go, for the build to fill with markup it rendered once
   * (build/render.ts).
   */
  chrome?: 'render' | 'slots';
}

/**
 * What the layout's output depends on besides the head and the main content:
 * pages with the same key share the top of the body and the footer, so the
 * build renders those once per key. Keep it in step with what LayoutTop reads.
 */
export function layoutKey(content: Content, path: string): string {
  return content.navigation.header
    .filter((link) => isActive(link.href, path))
    .map((link) => `${link.href}=${currentOf(link.href, path)}`)
    .join(' ');
}

/** The one component that renders <html>. */
export function Layout({ content, path, year, head, children, chrome = 'render' }: LayoutProps) {
  const slots = chrome === 'slots';
  return (
    <html lang="fr-FR">
      {head}
      <body>
        {slots ? createElement('eclosion-slot', { name: 'top' }) : <LayoutTop content={content} path={path} />}
        <main id="contenu" tabIndex={-1}>
          {children}
        </main>
        {slots ? createElement('eclosion-slot', { name: 'bottom' }) : <LayoutBottom content={content} year={year} />}
      </body>
    </html>
  );
}

/** Skip link, reading progress, consent banner and header. */
export function LayoutTop({ content, path }: { content: Content; path: string }) {
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <div className="reading-progress" aria-hidden="true">
        <div className="reading-progress-bar" data-reading-progress />
      </div>
      <ConsentBanner site={content.site} />
      <Header site={content.site} navigation={content.navigation} path={path} />
    </>
  );
}

export function LayoutBottom({ content, year }: { content: Content; year: number }) {
  return <Footer site={content.site} navigation={content.navigation} year={year} />;
}
