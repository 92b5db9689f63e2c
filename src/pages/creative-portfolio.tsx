import { PageIntro } from '../components/PageIntro.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from './shared.ts';
import { definePage, single } from './types.ts';

const path = '/portfolio-creatif/';
const title = "Portfolio Créatif";
const description = "Démonstration d'un portfolio créatif pour coach, photographe et peintre : lecteur musical, galerie, avant-après et œuvres par thème.";
const crumbs = breadcrumbTrail({ name: 'Démonstrations', path: '/#portfolio' }, { name: 'Portfolio Créatif', path });

export default definePage({
  routes: single(path),
  head: () => ({ title, description, path }),
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description }, crumbs),
  Component: () => (
    <PageIntro crumbs={crumbs} title="Portfolio Créatif" lead="Trois univers, un même site : un coach, un photographe et une peintre présentent leur travail avec caractère.">
      <a className="btn btn-primary" href="/#contact">
        Planifier mon appel gratuit
      </a>
    </PageIntro>
  ),
});
