import { ContactSection } from '../contact/ContactSection.tsx';
import { DemoBanner } from './DemoBanner.tsx';
import { DemosSection } from './DemosSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { HomeHero } from './HomeHero.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import { WhySection } from './WhySection.tsx';
import { faqPageJsonLd, organizationJsonLd, serviceJsonLd, webPageJsonLd, websiteJsonLd } from '../seo/jsonld.ts';
import { definePage, single } from '../site/page.ts';
import { faqOf } from './faq-values.ts';

// The order: hero, the three lazy sections, FAQ, contact, purple banner.
export default definePage({
  routes: single('/', 'home', 'services', 'faq', 'offers'),
  head: ({ content }) => ({ ...content.home.head, fullTitle: true, path: '/' }),
  styles: ['home/home.css', 'previews/showcase.css'],
  scripts: ['home/home.client.ts'],
  jsonLd: ({ content }) => [
    organizationJsonLd(content.site),
    websiteJsonLd(content.site),
    webPageJsonLd(content.site, { path: '/', ...content.home.head }),
    ...content.services.map((service) => serviceJsonLd(content.site, service)),
    faqPageJsonLd(faqOf(content).map(({ question, answer }) => ({ question: question, answer: answer }))),
  ],
  Component: ({ content }) => (
    <>
      <HomeHero hero={content.home.hero} demos={content.home.portfolio.demos} />
      <ServicesSection services={content.services} texts={content.home.services} vatMention={content.site.legal.vatMention} />
      <DemosSection portfolio={content.home.portfolio} />
      <WhySection why={content.home.why} />
      <FaqSection faq={faqOf(content)} lead={content.home.faq.lead} />
      <ContactSection content={content} />
      <DemoBanner banner={content.home.banner} />
    </>
  ),
});
