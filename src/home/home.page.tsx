import { ContactSection } from '../contact/ContactSection.tsx';
import { DemoBanner } from './DemoBanner.tsx';
import { DemosSection } from './DemosSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { HomeHero } from './HomeHero.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import { WhySection } from './WhySection.tsx';
import { faqPageJsonLd, organizationJsonLd, serviceJsonLd, webPageJsonLd, websiteJsonLd } from '../seo/jsonld.ts';
import { definePage, single } from '../site/page.ts';

const title = 'Éclosion Web : faites éclore votre présence digitale';
const description =
  'Landing pages, sites vitrines et blogs qui convertissent vos visiteurs en clients. Agence web pour indépendants, artisans et petites entreprises. Appel gratuit.';

// The spec's order: hero, the three lazy sections, FAQ, contact, purple banner.
export default definePage({
  routes: single('/', 'home', 'services', 'faq'),
  head: () => ({ title, fullTitle: true, description, path: '/' }),
  styles: ['home/home.css', 'previews/showcase.css'],
  jsonLd: ({ content }) => [
    organizationJsonLd(content.site),
    websiteJsonLd(content.site),
    webPageJsonLd(content.site, { path: '/', title, description }),
    ...content.services.map((service) => serviceJsonLd(content.site, service)),
    faqPageJsonLd(content.faq.map(({ question, answer }) => ({ question: question, answer: answer }))),
  ],
  Component: ({ content }) => (
    <>
      <HomeHero hero={content.home.hero} demos={content.home.portfolio.demos} />
      <ServicesSection services={content.services} />
      <DemosSection portfolio={content.home.portfolio} />
      <WhySection why={content.home.why} />
      <FaqSection faq={content.faq} />
      <ContactSection content={content} />
      <DemoBanner banner={content.home.banner} />
    </>
  ),
});
