import { CatererForm } from '../components/CatererForm.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from './shared.ts';
import { definePage, single } from './types.ts';

const path = '/traiteur-evenementiel/';
const title = "Traiteur événementiel";
const description = "Démonstration d'un site de traiteur pour mariages et réceptions à Lyon : univers culinaire, témoignages, offres et demande de devis.";
const crumbs = breadcrumbTrail({ name: 'Démonstrations', path: '/#portfolio' }, { name: 'Traiteur événementiel', path });

export default definePage({
  routes: single(path),
  head: () => ({ title, description, path }),
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description }, crumbs),
  Component: () => (
    <>
    <PageIntro crumbs={crumbs} title="Traiteur événementiel" lead="Chaque bouchée est un souvenir : un site de traiteur qui donne faim et remplit l'agenda des réceptions.">
      <a className="btn btn-primary" href="/#contact">
        Planifier mon appel gratuit
      </a>
    </PageIntro>
    <CatererForm />
    </>
  ),
});
