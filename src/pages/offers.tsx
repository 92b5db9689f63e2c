import { PageIntro } from '../components/PageIntro.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from './shared.ts';
import { definePage, single } from './types.ts';

const path = '/nos-offres/';
const title = "Nos offres";
const description = "Landing page, site vitrine, blog et SEO, refonte et maintenance : toutes les offres d'Éclosion Web et leurs prix de départ.";
const crumbs = breadcrumbTrail({ name: 'Nos offres', path });

export default definePage({
  routes: single(path),
  head: () => ({ title, description, path }),
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description }, crumbs),
  Component: () => (
    <PageIntro crumbs={crumbs} title="Nos offres" lead="Des offres claires pour chaque étape de votre présence en ligne, de la landing page au site complet avec blog.">
      <a className="btn btn-primary" href="/#contact">
        Planifier mon appel gratuit
      </a>
    </PageIntro>
  ),
});
