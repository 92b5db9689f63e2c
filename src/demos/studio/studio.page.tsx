import { Breadcrumb } from '../../ui/Breadcrumb.tsx';
import { Island } from '../../islands/Island.tsx';
import { breadcrumbTrail } from '../../seo/jsonld.ts';
import { innerPageJsonLd } from '../../seo/inner-page.ts';
import { definePage, single } from '../../site/page.ts';
import { BackLink } from '../shared/BackLink.tsx';
import { Section } from '../../ui/Section.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { usePreparedImages } from '../../images/image-context.ts';

const path = '/studio-design/';
const title = 'Studio de design : démonstration';
const description =
  "Démonstration d'un portfolio de studio de design : projets phares, bac à sable créatif, processus en quatre étapes et témoignages.";
const crumbs = breadcrumbTrail({ name: 'Démonstrations', path: '/#portfolio' }, { name: 'Studio de design', path });

export default definePage({
  routes: single(path, 'studioDesign'),
  head: () => ({ title, description, path }),
  styles: ['demos/studio/studio.css'],
  jsonLd: ({ content }) => innerPageJsonLd(content, { path, title, description }, crumbs),
  Component: ({ content }) => {
    const studio = content.studioDesign;
    const prepared = usePreparedImages();
    return (
      <div className="studio">
        <BackLink />
        <section className="studio-intro" aria-label="Présentation du studio">
          <div className="container">
            <Breadcrumb crumbs={crumbs} />
            <Island name="StudioIntro" props={{ phrases: studio.phrases }} wake="load" />
            <p className="lead">Identités visuelles, affiches, emballages et sites{'\u00a0'}: nous donnons une forme à ce que vous avez envie de dire.</p>
          </div>
        </section>
        <Section className="section studio-section" titleId="studio-projects-title" title="Projets phares">
          <Island name="StudioCarousel" props={{ projects: studio.projects.map(({ image, ...project }) => ({ ...project, picture: prepared(image) })) }} wake="visible" />
        </Section>
        <Section
          className="section studio-section studio-sandbox"
          titleId="studio-sandbox-title"
          eyebrow="À vous de jouer"
          title="Bac à sable"
          lead="Trois outils pour sentir comment on travaille : générez, déformez, écrivez."
        >
          <Island name="DesignSandbox" props={{ posters: studio.posters }} wake="visible" />
        </Section>
        <Section className="section studio-section" titleId="studio-process-title" title="Notre processus créatif">
          <ol className="studio-process">
            {studio.process.map((step, index) => (
              <li key={step.title}>
                <span className="studio-step-number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <Icon name={step.icon} className="studio-step-icon" />
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </Section>
        <Section className="section studio-section" titleId="studio-notes-title" title="Ils nous ont fait confiance">
          <ul className="studio-notes">
            {studio.testimonials.map((note) => (
              <li key={note.author} className="studio-note">
                <blockquote>
                  <p>« {note.text} »</p>
                </blockquote>
                <p className="studio-note-author">
                  {note.author}, <span>{note.role}</span>
                </p>
              </li>
            ))}
          </ul>
        </Section>
        <Section className="studio-statement" titleId="studio-statement-title" title={studio.statement.title}>
          <p>{studio.statement.text}</p>
        </Section>
        <footer className="studio-footer">
          <div className="container">
            <p className="studio-footer-title">Un projet qui vous trotte dans la tête ?</p>
            <div className="actions">
              <a className="btn btn-primary" href="/#contact">
                Parlons de votre projet
              </a>
              <a className="btn btn-secondary" href="/realisations/">
                Voir nos réalisations
              </a>
            </div>
          </div>
        </footer>
        <Island name="StudioCursor" props={{}} wake="idle" />
      </div>
    );
  },
});
