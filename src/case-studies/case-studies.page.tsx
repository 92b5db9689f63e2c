import { ContactSection } from '../contact/ContactSection.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { formatDate, formatMonthYear, formatPrice } from '../text/format.ts';
import { landingPagePrices } from '../offers/landing-page-prices.ts';
import { fillIn, fillInText } from '../text/fill-in.ts';
import type { CaseStudy } from './case-studies.schema.ts';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from '../seo/inner-page.ts';
import { definePage, single } from '../site/page.ts';
import type { Content } from '../site/content-files.ts';
import { DeviceShowcase } from '../previews/DeviceShowcase.tsx';
import { demoTitle } from '../previews/preview-images.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Picture } from '../images/Picture.tsx';

const path = '/realisations/';
const title = 'Nos réalisations';
const crumbs = breadcrumbTrail({ name: 'Réalisations', path });

const decimal = (value: number) => value.toLocaleString('fr-FR');
const describe = (content: Content) => {
  const { rating, page } = content['case-studies'];
  return fillInText(page.description, rating ? { rating: decimal(rating.value), count: rating.count } : {});
};

/**
 * The order the reviews statement announces: the newest review first,
 * whatever the order of the file; the studies without a review after them,
 * in the file's order.
 */
const newestReviewFirst = (studies: CaseStudy[]) => [...studies].sort((a, b) => (b.testimonial?.date ?? '').localeCompare(a.testimonial?.date ?? ''));

function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={`Note : ${rating} sur 5`}>
      {'★'.repeat(rating)}
    </p>
  );
}

function Testimonial({ review, rating, content }: { review: NonNullable<CaseStudy['testimonial']>; rating?: number; content: Content }) {
  return (
    <figure className="case-study-quote">
      {rating !== undefined && <Stars rating={rating} />}
      <blockquote>
        <p>« {review.text} »</p>
      </blockquote>
      <figcaption>
        {review.author}, {review.role.toLowerCase()},{' '}
        {fillIn(content['case-studies'].page.reviewDates, {
          review: <time dateTime={review.date}>{formatDate(review.date)}</time>,
          project: <time dateTime={review.project}>{formatMonthYear(review.project)}</time>,
        })}
      </figcaption>
    </figure>
  );
}

function CaseStudyCard({ study, content }: { study: CaseStudy; content: Content }) {
  const headingId = `etude-${study.id}`;
  const demo = study.demo && { path: study.demo, title: demoTitle(content, study.demo) };
  return (
    <li>
      <article className="case-study" aria-labelledby={headingId}>
        {/* The client's own illustration: a demo's screenshots would pass another site for theirs. */}
        <Picture src={study.image} alt={study.imageAlt} sizes="(min-width: 64rem) 34rem, (min-width: 48rem) 46vw, calc(100vw - 2rem)" />
        <div className="case-study-body">
          <p className="badge">{study.category}</p>
          <h3 id={headingId}>{study.client}</h3>
          <h4>Le problème</h4>
          <p>{study.problem}</p>
          <h4>La solution</h4>
          <p>{study.solution}</p>
          {study.results && (
            <>
              <h4>Les résultats</h4>
              <ul className="case-study-results">
                {study.results.map((result) => (
                  <li key={result}>{result}</li>
                ))}
              </ul>
            </>
          )}
          {demo && (
            <p className="case-study-demo-link">
              <a href={demo.path}>{fillIn(content['case-studies'].page.demoLink, { title: demo.title })}</a>
            </p>
          )}
          {study.testimonial && <Testimonial review={study.testimonial} rating={study.rating} content={content} />}
          {study.tech && (
            <ul className="case-study-tech" aria-label="Prestations">
              {study.tech.map((tech) => (
                <li key={tech}>{tech}</li>
              ))}
            </ul>
          )}
        </div>
      </article>
    </li>
  );
}

export default definePage({
  routes: single(path, 'case-studies'),
  head: ({ content }) => ({ title, description: describe(content), path }),
  styles: ['case-studies/case-studies.css', 'previews/showcase.css'],
  // The testimonials and the 4,9/5 rating are shown, not marked up as Review
  // or AggregateRating: reviews of the agency on its own site are
  // "self-serving", which Google's review rules refuse for an Organization.
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description: describe(content) }, crumbs),
  Component: ({ content }) => {
    const { rating, studies, page } = content['case-studies'];
    const prices = landingPagePrices(content.offers);
    return (
      <>
        <PageIntro
          crumbs={crumbs}
          title="Nos réalisations"
          lead={page.lead}
          aside={
            <DeviceShowcase
              desktop={{ path: page.showcase.desktop, title: demoTitle(content, page.showcase.desktop) }}
              phone={{ path: page.showcase.phone, title: demoTitle(content, page.showcase.phone) }}
              priority
              compact
            />
          }
        >
          <ButtonLink look="primary" href="#contact" label={page.quoteLabel} />
        </PageIntro>
        {(rating || prices) && (
          <section className="section rating-banner-section" aria-label={rating ? 'Avis clients' : 'Tarif'}>
            <div className="container">
              <div className="rating-banner">
                {rating && (
                  <>
                    <p className="rating-value">
                      <span className="stars" aria-hidden="true">
                        ★★★★★
                      </span>{' '}
                      <strong>{decimal(rating.value)}/5</strong>
                    </p>
                    <p>{fillIn(page.ratingCount, { count: rating.count })}</p>
                    <p className="rating-method">{rating.method}</p>
                  </>
                )}
                {prices && (
                  <p className="rating-price">
                    {fillIn(page.landingPagePrice, {
                      ready: formatPrice(prices.ready),
                      written: formatPrice(prices.written),
                      vat: content.site.legal.vatMention,
                    })}
                  </p>
                )}
              </div>
            </div>
          </section>
        )}
        <Section className="section" titleId="projets-title" title={page.studiesHeading}>
          <ul className="case-studies">
            {newestReviewFirst(studies).map((study) => (
              <CaseStudyCard key={study.id} study={study} content={content} />
            ))}
          </ul>
          <div className="actions case-studies-cta">
            <ButtonLink look="primary" href="#contact" label={page.quoteLabel} />
          </div>
        </Section>
        <ContactSection content={content} />
      </>
    );
  },
});
