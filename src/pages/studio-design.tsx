import { Island } from '../components/Island.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { breadcrumbTrail } from '../seo/jsonld.ts';
import { innerPageJsonLd } from './shared.ts';
import { definePage, single } from './types.ts';

const path = '/studio-design/';
const title = 'Studio de design : démonstration';
const description =
  "Démonstration d'un portfolio de studio de design : projets phares, bac à sable créatif, processus en quatre étapes et témoignages.";
const crumbs = breadcrumbTrail({ name: 'Démonstrations', path: '/#portfolio' }, { name: 'Studio de design', path });

export default definePage({
  routes: single(path),
  head: () => ({ title, description, path }),
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description }, crumbs),
  Component: ({ content }) => (
    <>
      <PageIntro crumbs={crumbs} title="Studio de design" lead="Une équipe créative, des designers libres, un esprit visuel : jouez avec nos outils." />
      <section className="section" aria-labelledby="sandbox-title">
        <div className="container">
          <h2 id="sandbox-title">Générateur d'affiches</h2>
          <Island name="PosterGenerator" props={{ posters: content.studioDesign.posters }} wake="visible" />
        </div>
      </section>
    </>
  ),
});
