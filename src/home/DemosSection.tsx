import { keepCompounds } from '../ui/keep-compounds.tsx';
import type { Home } from './home.schema.ts';
import { LazySection } from './LazySection.tsx';
import { Picture } from '../images/Picture.tsx';
import { useStyles } from '../ui/style-rules.ts';
import { previewAlt, previewPath } from '../previews/preview-images.ts';

/** The portfolio: a card per demo page, each a link, with a screenshot of the demo. */
export function DemosSection({ portfolio }: { portfolio: Home['portfolio'] }) {
  const styled = useStyles();
  return (
    <LazySection id="portfolio" title={portfolio.title} lead={portfolio.lead} soft>
      <ul className="card-grid demo-grid">
        {portfolio.demos.map((demo) => (
          <li key={demo.path} className="card demo-card">
            <div {...styled({ background: demo.gradient }, 'demo-art')}>
              <Picture
                src={previewPath(demo.path, 'desktop')}
                alt={previewAlt(demo.title, 'desktop')}
                sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, calc(100vw - 5rem)"
              />
            </div>
            <p className="badge">{demo.category}</p>
            <h3>
              <a href={demo.path} data-track="demo_open" data-track-category="Démo" data-track-label={demo.path}>
                {keepCompounds(demo.title)}
              </a>
            </h3>
            <p>{demo.description}</p>
            <p className="demo-more" aria-hidden="true">
              Voir la démo →
            </p>
          </li>
        ))}
      </ul>
    </LazySection>
  );
}
