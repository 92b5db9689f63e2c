import { Breadcrumb } from '../../ui/Breadcrumb.tsx';
import { Island } from '../../islands/Island.tsx';
import { formatDate, formatPrice } from '../../text/format.ts';
import { Picture } from '../../images/Picture.tsx';
import { usePreparedImages } from '../../images/image-context.ts';
import type { Photo } from '../shared/demo-parts.schema.ts';
import { defineDemoPage } from '../shared/define-demo-page.tsx';
import { Section } from '../../ui/Section.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useStyles } from '../../ui/style-rules.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

/** A photo on its gradient, which shows while the picture loads. */
function PhotoArt({ photo, sizes, priority = false }: { photo: Photo; sizes: string; priority?: boolean }) {
  const styled = useStyles();
  return (
    <span {...styled({ background: photo.background })}>
      <Picture src={photo.image} alt={photo.imageAlt} sizes={sizes} priority={priority} />
    </span>
  );
}

export default defineDemoPage('portfolio-photographe', {
  crumb: 'Portfolio photographe',
  className: 'ph',
  Body: ({ content, crumbs }) => {
    const { name, tagline, intro, series, photos, sessions, page } = content['portfolio-photographe'];
    const cover = photos.slice(0, 3);
    const prepared = usePreparedImages();
    return (
      <>
        <section className="ph-hero" aria-labelledby="ph-title">
          <div className="container split ph-hero-grid">
            <div>
              <Breadcrumb crumbs={crumbs} />
              <p className="eyebrow">{tagline}</p>
              <h1 id="ph-title">{name}</h1>
              <p className="ph-lead">{intro}</p>
              <div className="actions">
                <ButtonLink look="light" href="#reservation" label="Réserver une séance" />
                <ButtonLink look="ghost" href="#galerie" label="Voir la galerie" />
              </div>
            </div>
            <div className="ph-stack" aria-hidden="true">
              {cover.map((photo, index) => (
                // The middle photo is on top: the one the eye lands on, fetched first.
                <PhotoArt key={photo.id} photo={photo} sizes="(min-width: 60rem) 16rem, 50vw" priority={index === 1} />
              ))}
            </div>
          </div>
        </section>

        <Section id="galerie" className="section ph-gallery lazy-section" titleId="galerie-title" title="Galerie">
          <p className="ph-note">{page.galleryNote}</p>
          <Island
            name="PhotoGallery"
            props={{
              layout: 'grid',
              series: series.map(({ id, title }) => ({ id, title })),
              photos: photos.map(({ image, ...photo }) => ({ ...photo, picture: prepared(image), exif: { ...photo.exif, date: formatDate(photo.exif.date) } })),
            }}
            wake="visible"
          />
        </Section>

        <Section className="section ph-series lazy-section" titleId="series-title" title="Les séries">
          <ul className="ph-series-list">
            {series.map((item) => {
              const own = photos.filter((photo) => photo.series === item.id);
              return (
                <li key={item.id}>
                  <div className="ph-series-strip" aria-hidden="true">
                    {own.map((photo) => (
                      <PhotoArt key={photo.id} photo={photo} sizes="(min-width: 60rem) 7rem, 28vw" />
                    ))}
                  </div>
                  <h3>{item.title}</h3>
                  <p>{item.description}</p>
                  <p className="ph-count">{own.length} photos</p>
                </li>
              );
            })}
          </ul>
        </Section>

        <Section className="section ph-sessions lazy-section" titleId="sessions-title" title="Les séances">
          <ul className="ph-session-list">
            {sessions.map((session) => (
              <li key={session.title}>
                <Icon name={session.icon} className="ph-session-icon" />
                <h3>{session.title}</h3>
                <p>{session.description}</p>
                <p className="ph-price">À partir de {formatPrice(session.priceFrom)}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="reservation" className="section ph-booking lazy-section" titleId="booking-title" title="Réservons votre séance">
          <p className="ph-lead">{page.bookingLead}</p>
          <ButtonLink look="light" href="/?projet=site-vitrine#contact" label={page.bookingLink} />
        </Section>
      </>
    );
  },
});
