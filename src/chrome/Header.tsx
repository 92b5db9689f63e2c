import type { Navigation, Site } from '../site/site.schema.ts';
import { LogoMark } from './LogoMark.tsx';
import { NavLinks } from './NavLinks.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { bookingAnchor } from '../booking/BookingSection.tsx';

/** Top bar, floating pill bar (desktop, past 100 px) and mobile menu; behaviour in src/chrome/chrome.client.ts. */
export function Header({ site, navigation, path }: { site: Site; navigation: Navigation; path: string }) {
  return (
    <>
      <header className="site-header">
        <div className="topbar container">
          <a className="brand" href="/">
            <LogoMark id="header" />
            <span className="brand-name">{site.brand}</span>
          </a>
          <nav className="topnav" aria-label="Navigation principale">
            <NavLinks links={navigation.header} path={path} />
          </nav>
          <ButtonLink look="primary" className="topbar-cta" href={`/#${bookingAnchor}`} label="Appel gratuit" />
          <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="mobile-menu" data-menu-open>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Ouvrir le menu</span>
          </button>
        </div>
      </header>
      <nav className="pill-nav" aria-label="Navigation rapide" data-pill-nav>
        <a className="pill-brand" href="/">
          <LogoMark size={28} id="pill" />
          <span className="visually-hidden">{site.brand}, accueil</span>
        </a>
        <NavLinks links={navigation.header} path={path} />
      </nav>
      <div className="mobile-menu" id="mobile-menu" hidden data-mobile-menu>
        <div className="mobile-menu-backdrop" data-menu-close />
        <nav className="mobile-menu-panel" aria-label="Menu mobile">
          <button type="button" className="menu-close" data-menu-close>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Fermer le menu</span>
          </button>
          <NavLinks links={navigation.header} path={path} className="mobile-menu-links" />
          <ButtonLink look="primary" href={`/#${bookingAnchor}`} label={navigation.callToAction} />
        </nav>
      </div>
    </>
  );
}
