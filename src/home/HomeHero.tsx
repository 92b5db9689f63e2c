import type { Home } from './home.schema.ts';
import { DeviceShowcase } from '../previews/DeviceShowcase.tsx';

const titleOf = (demos: Home['portfolio']['demos'], path: string) => ({ path, title: demos.find((demo) => demo.path === path)?.title ?? path });

/**
 * The hero: its title is typed one character at a time (src/home/hero-typing.ts),
 * and is in the HTML in full; beside it (below it on phones), two demos in
 * device frames.
 */
export function HomeHero({ hero, demos }: { hero: Home['hero']; demos: Home['portfolio']['demos'] }) {
  return (
    <section className="hero home-hero" aria-labelledby="hero-title">
      <div className="container split home-hero-grid">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title" className="hero-title" data-typing>
            {hero.title}
          </h1>
          <p className="lead">{hero.lead}</p>
          <div className="actions">
            <a className="btn btn-primary" href="#services" data-track="cta_click" data-track-category="CTA" data-track-label="Découvrir nos services">
              Découvrir nos services
            </a>
            <a className="btn btn-secondary" href="#contact" data-track="cta_click" data-track-category="CTA" data-track-label="Collaborer avec nous">
              Collaborer avec nous
            </a>
          </div>
        </div>
        <DeviceShowcase desktop={titleOf(demos, hero.showcase.desktop)} phone={titleOf(demos, hero.showcase.phone)} priority />
      </div>
    </section>
  );
}
