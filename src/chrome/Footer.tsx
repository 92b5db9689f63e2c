import type { Navigation, Site } from '../site/site.schema.ts';
import { LogoMark } from './LogoMark.tsx';
import { EmailLink, PhoneLink } from '../ui/ContactLinks.tsx';

export function Footer({ site, navigation, year, consent }: { site: Site; navigation: Navigation; year: number; consent: boolean }) {
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        {navigation.footer.map((column) => (
          <nav key={column.title} className="footer-column" aria-label={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer-column">
          <h2 className="footer-title">{site.socials.length > 0 ? 'Suivez-nous' : 'Contact'}</h2>
          <ul>
            {site.socials.map((social) => (
              <li key={social.name}>
                <a href={social.url} rel="noopener me" target="_blank">
                  {social.name}
                  <span className="visually-hidden"> (nouvel onglet)</span>
                </a>
              </li>
            ))}
            <li>
              <EmailLink email={site.email} />
            </li>
            <li>
              <PhoneLink phone={site.phone} />
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <a className="brand" href="/">
          <LogoMark size={28} id="footer" />
          <span className="brand-name">{site.brand}</span>
        </a>
        <p>
          {/* The build's year; src/chrome/chrome.client.ts shows the visitor's. */}© <span data-current-year>{year}</span> {site.brand}. {site.tagline}
        </p>
        <ul className="footer-legal">
          {navigation.legal.map((link) => (
            <li key={link.label}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
          {consent && (
            <li>
              {/* Shown by src/chrome/consent.ts: it opens the cookie banner again. */}
              <button type="button" className="footer-link-button" data-consent-open hidden>
                Gérer les cookies
              </button>
            </li>
          )}
        </ul>
      </div>
    </footer>
  );
}
