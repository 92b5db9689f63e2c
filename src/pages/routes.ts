import about from './about.tsx';
import blogArticle from './blog-article.tsx';
import blogIndex from './blog-index.tsx';
import blogNotFound from './blog-not-found.tsx';
import caseStudies from './case-studies.tsx';
import caterer from './caterer.tsx';
import coach from './coach.tsx';
import creativePortfolio from './creative-portfolio.tsx';
import home from './home.tsx';
import legal from './legal.tsx';
import notFound from './not-found.tsx';
import offers from './offers.tsx';
import photographer from './photographer.tsx';
import product from './product.tsx';
import studioDesign from './studio-design.tsx';
import type { PageModule } from './types.ts';

// Every route module, listed by hand (a test checks none is forgotten).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const pages: Array<PageModule<any>> = [
  home,
  offers,
  product,
  studioDesign,
  creativePortfolio,
  photographer,
  caterer,
  coach,
  caseStudies,
  about,
  blogIndex,
  blogArticle,
  legal,
  notFound,
  blogNotFound,
];
