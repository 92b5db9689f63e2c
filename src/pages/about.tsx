import { PageIntro } from '../components/PageIntro.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from './shared.ts';
import { definePage, single } from './types.ts';

const path = '/a-propos/';
const title = "À propos";
const description = "Chaque projet est unique : découvrez comment Éclosion Web vous écoute, vous conseille et vous accompagne, du premier appel gratuit à la mise en ligne.";
const crumbs = breadcrumbTrail({ name: 'À propos', path });

export default definePage({
  routes: single(path),
  head: () => ({ title, description, path }),
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description }, crumbs),
  Component: () => (
    <PageIntro crumbs={crumbs} title="À propos" lead="Chaque projet est unique. Tout commence par un premier appel gratuit, avec un diagnostic et un audit de votre présence en ligne.">
      <a className="btn btn-primary" href="/#contact">
        Planifier mon appel gratuit
      </a>
    </PageIntro>
  ),
});
