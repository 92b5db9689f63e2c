import { PageIntro } from '../components/PageIntro.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from './shared.ts';
import { definePage, single } from './types.ts';

const path = '/coach-sportif-premium/';
const title = "Coach sportif premium";
const description = "Démonstration d'un site de coach sportif : tableau de bord personnel, playlists d'entraînement, boutique et programme premium.";
const crumbs = breadcrumbTrail({ name: 'Démonstrations', path: '/#portfolio' }, { name: 'Coach sportif', path });

export default definePage({
  routes: single(path),
  head: () => ({ title, description, path }),
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description }, crumbs),
  Component: () => (
    <PageIntro crumbs={crumbs} title="Coach sportif premium" lead="Un espace qui motive : tableau de bord, playlists d'entraînement, boutique et programme premium.">
      <a className="btn btn-primary" href="/#contact">
        Planifier mon appel gratuit
      </a>
    </PageIntro>
  ),
});
