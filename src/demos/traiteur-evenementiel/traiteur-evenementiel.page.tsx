import { Breadcrumb } from '../../ui/Breadcrumb.tsx';
import { CatererFormSection } from './CatererFormSection.tsx';
import { ChefPortrait } from './ChefPortrait.tsx';
import { Island } from '../../islands/Island.tsx';
import { formatMonthYear, formatPrice } from '../../text/format.ts';
import { Picture } from '../../images/Picture.tsx';
import { defineDemoPage } from '../shared/define-demo-page.tsx';
import { Section } from '../../ui/Section.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { EmailLink, PhoneLink } from '../../ui/ContactLinks.tsx';
import { fillIn } from '../../text/fill-in.ts';
import { useStyles } from '../../ui/style-rules.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

export default defineDemoPage('traiteur-evenementiel', {
  crumb: 'Traiteur événementiel',
  className: 'ct',
  backLabel: "Retour à l'accueil",
  scripts: ['demos/traiteur-evenementiel/traiteur-evenementiel.client.ts'],
  Body: ({ content, crumbs }) => {
    const { brand, contact, universe, story, gallery, testimonials, chef, scenarios, page } = content['traiteur-evenementiel'];
    const styled = useStyles();
    return (
      <>
        <Island name="traiteur-evenementiel/CursorGlow" props={{}} wake="mouse" />

        <section className="ct-hero" aria-labelledby="ct-title">
          <div className="container">
            <Breadcrumb crumbs={crumbs} />
            <p className="ct-brand">{brand}</p>
            <h1 id="ct-title">{page.heading}</h1>
            <p className="ct-tagline" data-tagline>
              {page.tagline}
            </p>
            <div className="actions">
              <ButtonLink className="ct-btn" href="#reception" label="Demander un devis" />
              <ButtonLink look="ghost" href="#offres" label="Voir nos formules" />
            </div>
          </div>
          <div className="ct-hero-plate" aria-hidden="true">
            <Icon name="utensils" />
          </div>
        </section>

        <Section className="section ct-universe" titleId="universe-title" eyebrow="Notre univers culinaire" title={page.universeTitle}>
          <ul className="ct-cards">
            {universe.map((card) => (
              <li key={card.title}>
                <Icon name={card.icon} className="ct-card-icon" />
                <h3>{card.title}</h3>
                <p>{card.description}</p>
                <ul className="ct-dishes">
                  {card.dishes.map((dish) => (
                    <li key={dish}>{dish}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Section>

        <section className="section ct-story lazy-section" aria-labelledby="story-title">
          <div className="container split ct-story-grid">
            <div className="ct-years" aria-hidden="true">
              <div>{story.years}</div>
              <div>ans</div>
            </div>
            <div>
              <p className="eyebrow">Mariages et réceptions</p>
              <h2 id="story-title">{fillIn(page.storyTitle, { years: story.years })}</h2>
              <h3>Notre histoire</h3>
              <p>{story.history}</p>
              <h3>Notre engagement</h3>
              <p>{story.commitment}</p>
            </div>
          </div>
        </section>

        <Section className="section ct-inspiration lazy-section" titleId="inspiration-title" eyebrow="Galerie" title="Inspirations">
          <ul className="ct-gallery">
            {gallery.map((item) => (
              <li key={item.title}>
                <figure tabIndex={0} {...styled({ background: item.background })}>
                  <Picture src={item.image} alt={item.imageAlt} sizes="(min-width: 72rem) 16rem, (min-width: 56rem) 23vw, 46vw" className="ct-gallery-art" />
                  <figcaption>
                    <strong>{item.title}</strong>
                    <span>{item.description}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Section>

        <Section className="section ct-letters lazy-section" titleId="letters-title" eyebrow={page.lettersEyebrow} title="Lettres d’amour">
          <Island
            name="traiteur-evenementiel/LoveLetters"
            props={{
              testimonials: testimonials.map((letter) => ({ ...letter, date: formatMonthYear(letter.date) })),
              label: page.lettersLabel,
              pauseLabel: page.pauseLabel,
            }}
            wake="visible"
          />
        </Section>

        <section className="section ct-chef lazy-section" aria-labelledby="chef-title">
          <div className="container ct-chef-grid">
            <ChefPortrait name={chef.name} role={chef.role} />
            <div>
              <p className="eyebrow">En cuisine</p>
              <h2 id="chef-title">{chef.name}</h2>
              <blockquote className="ct-quote">
                <p>« {chef.quote} »</p>
              </blockquote>
            </div>
          </div>
        </section>

        <Section id="offres" className="section ct-offers lazy-section" titleId="offers-title" eyebrow="Scénarios de réception" title={page.offersTitle}>
          <ul className="ct-offer-list">
            {scenarios.map((offer) => (
              <li key={offer.title} {...styled({ '--offer': offer.colour })}>
                <Picture src={offer.image} alt={offer.imageAlt} sizes="(min-width: 60rem) 22rem, 92vw" className="ct-offer-art" />
                <h3>
                  <Icon name={offer.icon} /> {offer.title}
                </h3>
                <p>{offer.description}</p>
                <p className="ct-price">
                  À partir de <strong>{formatPrice(offer.priceFrom)}</strong> par personne
                </p>
                {/* A link, not a dead button: the request form below is where a scenario is asked for. */}
                <a className="btn ct-more" href="#reception">
                  Demander ce scénario<span className="visually-hidden"> : {offer.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>

        <Section className="section ct-contact lazy-section" titleId="contact-title" eyebrow="Contact" title="Nous joindre">
          <ul className="ct-contact-list">
            <li>
              <Icon name="phone" />
              <PhoneLink phone={contact.phone} />
            </li>
            <li>
              <Icon name="mail" />
              <EmailLink email={contact.email} />
            </li>
            <li>
              <Icon name="map-pin" />
              {contact.area}
            </li>
            <li>
              <Icon name="clock" />
              {page.hours}
            </li>
            <li>
              <Icon name="zap" />
              Réponse sous 24 h
            </li>
            <li>
              <Icon name="utensils" />
              {page.tasting}
            </li>
          </ul>
        </Section>

        <CatererFormSection content={content} />
      </>
    );
  },
});
