import { PageIntro } from '../components/PageIntro.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from './shared.ts';
import { definePage, single } from './types.ts';

const path = '/produit/';
const title = "Boutique en ligne : démonstration";
const description = "Démonstration interactive d'une fiche produit e-commerce : T-shirt en 3D, personnalisation en direct et panier flottant.";
const crumbs = breadcrumbTrail({ name: 'Démonstrations', path: '/#portfolio' }, { name: 'Boutique en ligne', path });

export default definePage({
  routes: single(path),
  head: () => ({ title, description, path }),
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description }, crumbs),
  Component: () => (
    <PageIntro crumbs={crumbs} title="Boutique en ligne : démonstration" lead="Une fiche produit qui donne envie d'acheter : aperçu en 3D, personnalisation en direct et panier toujours à portée de main.">
      <a className="btn btn-primary" href="/#contact">
        Planifier mon appel gratuit
      </a>
    </PageIntro>
  ),
});
