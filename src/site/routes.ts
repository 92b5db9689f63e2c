import about from '../about/about.page.tsx';
import blogArticle from '../blog/article.page.tsx';
import blogIndex from '../blog/blog-index.page.tsx';
import blogNotFound from '../blog/article-not-found.page.tsx';
import caseStudies from '../case-studies/case-studies.page.tsx';
import caterer from '../demos/traiteur-evenementiel/traiteur-evenementiel.page.tsx';
import coach from '../demos/coach-sportif-premium/coach-sportif-premium.page.tsx';
import creativePortfolio from '../demos/portfolio-creatif/portfolio-creatif.page.tsx';
import home from '../home/home.page.tsx';
import legal from '../legal/legal.page.tsx';
import notFound from '../not-found/not-found.page.tsx';
import offers from '../offers/offers.page.tsx';
import photographer from '../demos/portfolio-photographe/portfolio-photographe.page.tsx';
import product from '../demos/produit/produit.page.tsx';
import studioDesign from '../demos/studio-design/studio-design.page.tsx';
import type { PageModule } from './page.ts';

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
