import type { Navigation, Site } from '../site/site.schema.ts';

/**
 * The cookie banner, hidden until src/chrome/consent.ts finds no stored
 * choice (without JavaScript there is no analytics, so nothing to ask).
 * 'Accepter' and 'Refuser' look exactly alike: neither is pushed.
 */
export function ConsentBanner({ site, texts }: { site: Site; texts: Navigation['consent'] }) {
  return (
    <div className="consent" role="region" aria-labelledby="consent-title" data-consent={site.consentCookie} hidden>
      <div className="consent-text">
        <p id="consent-title" className="consent-title">
          {texts.title}
        </p>
        <p>
          {texts.text} <a href="/politique-confidentialite/">Politique de confidentialité</a>
        </p>
      </div>
      <div className="consent-actions">
        <button type="button" className="btn consent-btn" data-consent-choice="refused">
          Refuser
        </button>
        <button type="button" className="btn consent-btn" data-consent-choice="accepted">
          Accepter
        </button>
      </div>
    </div>
  );
}
