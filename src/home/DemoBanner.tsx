import type { Home } from './home.schema.ts';

/** The purple banner with its three demo buttons. */
export function DemoBanner({ banner }: { banner: Home['banner'] }) {
  return (
    <section className="demo-banner" aria-labelledby="demo-banner-title">
      <div className="container">
        <h2 id="demo-banner-title">{banner.title}</h2>
        <p>{banner.text}</p>
        <ul className="actions demo-banner-actions">
          {banner.links.map((link) => (
            <li key={link.href}>
              <a className="btn demo-banner-btn" href={link.href} data-track="demo_open" data-track-category="Bannière démos" data-track-label={link.label}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
