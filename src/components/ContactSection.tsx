import type { Content } from '../content/registry.ts';

/**
 * The contact section (#contact) placed on the home page and on
 * /realisations/. Its form is an island; this block stays readable and usable
 * without JavaScript.
 */
export function ContactSection({ content }: { content: Content }) {
  return (
    <section id="contact" className="section contact-section" aria-labelledby="contact-title">
      <div className="container">
        <h2 id="contact-title">Parlons de votre projet</h2>
        <p>
          Le premier appel est gratuit. Écrivez-nous à <a href={`mailto:${content.site.email}`}>{content.site.email}</a> ou appelez le{' '}
          <a href={`tel:${content.site.phone.replace(/ /g, '')}`}>{content.site.phone.replace(/ /g, '\u00a0')}</a>.
        </p>
      </div>
    </section>
  );
}
