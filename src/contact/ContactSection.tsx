import type { Content } from '../site/content-files.ts';
import { Island } from '../islands/Island.tsx';
import { FormNotice } from './FormNotice.tsx';

/**
 * The contact section (#contact) placed on the home page and on
 * /realisations/. Its form is an island; this block stays readable and usable
 * without JavaScript.
 */
export function ContactSection({ content, title = 'Parlons de votre projet' }: { content: Content; title?: string }) {
  const { email, phone } = content.site;
  return (
    <section id="contact" className="section contact-section" aria-labelledby="contact-title">
      <div className="container contact-layout">
        <div className="contact-intro">
          <h2 id="contact-title">{title}</h2>
          <p>
            Le premier appel est gratuit. Décrivez-nous votre activité et votre idée : nous revenons vers vous rapidement pour en parler de vive voix.
          </p>
          <p>
            Vous préférez écrire directement ? <a href={`mailto:${email}`}>{email}</a>, ou appelez le{' '}
            <a href={`tel:${phone.replace(/ /g, '')}`}>{phone.replace(/ /g, '\u00a0')}</a>.
          </p>
        </div>
        <div className="contact-card">
          <Island name="ContactForm" props={{ email, phone }} wake="visible" />
          <FormNotice content={content} />
        </div>
      </div>
    </section>
  );
}
