import { Breadcrumb } from '../../ui/Breadcrumb.tsx';
import { Island } from '../../islands/Island.tsx';
import { defineDemoPage } from '../shared/define-demo-page.tsx';
import { Section } from '../../ui/Section.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { usePreparedImages } from '../../images/image-context.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { StudioIntro } from './StudioIntro.tsx';

export default defineDemoPage('studio-design', {
  crumb: 'Studio de design',
  className: 'studio',
  scripts: ['demos/studio-design/studio-design.client.ts'],
  Body: ({ content, crumbs }) => {
    const studio = content['studio-design'];
    const prepared = usePreparedImages();
    return (
      <>
        <section className="studio-intro" aria-label="Présentation du studio">
          <div className="container">
            <Breadcrumb crumbs={crumbs} />
            <StudioIntro phrases={studio.phrases} pauseLabel={studio.page.pauseLabel} resumeLabel={studio.page.resumeLabel} />
            <p className="lead">{studio.page.lead}</p>
          </div>
        </section>
        <Section className="section studio-section" titleId="studio-projects-title" title="Projets phares">
          <Island
            name="studio-design/StudioCarousel"
            props={{ projects: studio.projects.map(({ image, ...project }) => ({ ...project, picture: prepared(image) })) }}
            wake="interaction"
          />
        </Section>
        <Section
          className="section studio-section studio-sandbox"
          titleId="studio-sandbox-title"
          eyebrow={studio.page.sandboxEyebrow}
          title="Bac à sable"
          lead={studio.page.sandboxLead}
        >
          <Island name="studio-design/DesignSandbox" props={{ posters: studio.posters }} wake="visible" />
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
        <Section className="section studio-section" titleId="studio-notes-title" title={studio.page.notesTitle}>
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
            <p className="studio-footer-title">{studio.page.closingTitle}</p>
            <div className="actions">
              <ButtonLink look="primary" href="/#contact" label={studio.page.closingLink} />
              <ButtonLink look="secondary" href="/realisations/" label="Voir nos réalisations" />
            </div>
          </div>
        </footer>
        <Island name="studio-design/StudioCursor" props={{}} wake="mouse" />
      </>
    );
  },
});
