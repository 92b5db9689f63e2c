import { SectionNav } from './SectionNav.tsx';
import { Breadcrumb } from '../../ui/Breadcrumb.tsx';
import { Island } from '../../islands/Island.tsx';
import { formatDate } from '../../text/format.ts';
import { usePreparedImages } from '../../images/image-context.ts';
import { defineDemoPage } from '../shared/define-demo-page.tsx';
import { Section } from '../../ui/Section.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { iconShapes } from '../../ui/icon-set.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

const sections = [
  { id: 'hero', label: 'Accueil du portfolio' },
  { id: 'coach', label: 'Le coach' },
  { id: 'photographie', label: 'La photographe' },
  { id: 'peinture', label: 'La peintre' },
];

export default defineDemoPage('portfolio-creatif', {
  crumb: 'Portfolio créatif',
  className: 'cp',
  scripts: ['demos/portfolio-creatif/portfolio-creatif.client.ts'],
  Body: ({ content, crumbs }) => {
    const prepared = usePreparedImages();
    const { hero, coach, photography, painting, closing, page } = content['portfolio-creatif'];
    return (
      <>
        <SectionNav sections={sections} label={page.sectionsLabel} />

        <section id="hero" className="cp-hero" aria-labelledby="cp-title">
          <div className="cp-hero-art" aria-hidden="true">
            <span className="blob blob-1" />
            <span className="blob blob-2" />
            <span className="blob blob-3" />
          </div>
          <div className="container cp-hero-inner">
            <Breadcrumb crumbs={crumbs} />
            <h1 id="cp-title" className="cp-title" data-enter="title">
              <span>Portfolio</span> <span>créatif</span>
            </h1>
            <p className="cp-subtitle" data-enter="subtitle">
              {hero.subtitle}
            </p>
            <div className="cp-hero-cta" data-enter="cta">
              <ButtonLink look="light" href="#coach" label="Découvrir les univers" />
            </div>
            <ul className="cp-universes" aria-label="Les trois univers">
              <li>
                <Icon name="dumbbell" /> Coach
              </li>
              <li>
                <Icon name="camera" /> Photographie
              </li>
              <li>
                <Icon name="palette" /> Peinture
              </li>
            </ul>
          </div>
        </section>

        <Section id="coach" className="section cp-coach" titleId="coach-title" eyebrow="Univers n° 1 · Coaching" title={coach.name} lead={coach.intro}>
          <ul className="stat-grid">
            {coach.stats.map((stat) => (
              <li key={stat.label} className="stat-card">
                <span className="stat-value">{stat.value}</span>
                <span className="stat-label">{stat.label}</span>
              </li>
            ))}
          </ul>

          <h3>{page.methodTitle}</h3>
          <ol className="method">
            {coach.method.map((step) => (
              <li key={step.title}>
                <h4>{step.title}</h4>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>

          <div className="cp-duo">
            <div>
              <h3>{page.playlistTitle}</h3>
              <Island name="portfolio-creatif/MusicPlayer" props={{ tracks: coach.tracks, cover: iconShapes('headphones') }} wake="visible" />
            </div>
            <div>
              <h3>Avant, après</h3>
              <p className="hint">{page.compareHint}</p>
              <Island
                name="portfolio-creatif/BeforeAfter"
                props={{
                  before: coach.transformation.before,
                  after: coach.transformation.after,
                  beforePicture: { image: prepared(coach.transformation.beforeImage), alt: coach.transformation.beforeImageAlt },
                  afterPicture: { image: prepared(coach.transformation.afterImage), alt: coach.transformation.afterImageAlt },
                  label: page.compareLabel,
                }}
                wake="visible"
              />
            </div>
          </div>

          <h3>Certifications</h3>
          <ul className="badges">
            {coach.badges.map((badge) => (
              <li key={badge.title}>
                <Icon name={badge.icon} className="badge-icon" />
                <strong>{badge.title}</strong>
                <span>{badge.desc}</span>
              </li>
            ))}
          </ul>

          <div className="cp-week">
            <Island name="portfolio-creatif/CalorieCounter" props={{ target: coach.calories, label: page.caloriesLabel }} wake="visible" />
            <div>
              <h3>{page.weekTitle}</h3>
              <ul className="week">
                {coach.week.map((day) => (
                  <li key={day.day} data-done={day.completed}>
                    <Icon name={day.icon} className="week-icon" />
                    <span className="week-text">
                      <span className="week-day">{day.day}</span>
                      <span className="week-session">
                        {day.session} · {day.time}
                      </span>
                    </span>
                    <span className="week-state">{day.completed ? 'Fait' : 'À venir'}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Section>

        <Section
          id="photographie"
          className="section cp-photo lazy-section"
          titleId="photo-title"
          eyebrow="Univers n° 2 · Photographie"
          title={photography.name}
          lead={photography.intro}
        >
          <Island
            name="PhotoGallery"
            props={{
              layout: 'strip',
              photos: photography.photos.map(({ image, ...photo }) => ({
                ...photo,
                picture: prepared(image),
                exif: { ...photo.exif, date: formatDate(photo.exif.date) },
              })),
            }}
            wake="visible"
          />
        </Section>

        <Section
          id="peinture"
          className="section cp-paint lazy-section"
          titleId="paint-title"
          eyebrow="Univers n° 3 · Peinture"
          title={painting.name}
          lead={painting.intro}
        >
          <Island
            name="portfolio-creatif/PaintingTabs"
            props={{
              categories: painting.categories.map((category) => ({
                ...category,
                images: category.images.map(({ title, image, imageAlt }) => ({ title, imageAlt, picture: prepared(image) })),
              })),
            }}
            wake="visible"
          />
          <h3>Techniques</h3>
          <ul className="techniques">
            {painting.techniques.map((technique) => (
              <li key={technique.title}>
                <Icon name={technique.icon} className="technique-icon" />
                <h4>{technique.title}</h4>
                <p>{technique.description}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section className="section cp-closing lazy-section" titleId="closing-title" title={page.closingTitle} lead={page.closingLead}>
          <ButtonLink look="light" href="/#contact" label="Commencer mon portfolio" />
          <ul className="closing-cards">
            {closing.map((card) => (
              <li key={card.title}>
                <Icon name={card.icon} className="closing-icon" />
                <h3>{card.title}</h3>
                <p>{card.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      </>
    );
  },
});
