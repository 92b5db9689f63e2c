import { PageIntro } from '../components/PageIntro.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from './shared.ts';
import { definePage, single } from './types.ts';

const path = '/realisations/';
const title = "Nos réalisations";
const description = "Six projets menés pour des indépendants, artisans et petites entreprises : le problème, la solution et les résultats obtenus.";
const crumbs = breadcrumbTrail({ name: 'Réalisations', path });

export default definePage({
  routes: single(path),
  head: () => ({ title, description, path }),
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description }, crumbs),
  Component: () => (
    <PageIntro crumbs={crumbs} title="Nos réalisations" lead="Des sites pensés pour leurs visiteurs, et des résultats mesurés pour leurs propriétaires.">
      <a className="btn btn-primary" href="/#contact">
        Planifier mon appel gratuit
      </a>
    </PageIntro>
  ),
});
