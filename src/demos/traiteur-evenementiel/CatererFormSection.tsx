import type { Content } from '../../site/content-files.ts';
import { Island } from '../../islands/Island.tsx';
import { FormNotice } from '../../contact/FormNotice.tsx';
import { renderSiteText } from '../../legal/site-text.ts';

/**
 * The caterer's request form 'Parlons de Votre Réception', placed on
 * /traiteur-evenementiel/. The caterer is invented but the form works: the
 * section says so before the form, and that the request reaches the agency.
 * Its fields and sending live in the CatererForm island, which falls back to
 * the agency's e-mail and phone.
 */
export function CatererFormSection({ content }: { content: Pick<Content, 'site' | 'contact' | 'traiteur-evenementiel'> }) {
  const { site } = content;
  const { title, intro, demoNotice, label, messagePlaceholder } = content['traiteur-evenementiel'].form;
  return (
    <section id="reception" className="section caterer-form" aria-labelledby="caterer-form-title">
      <div className="container contact-layout">
        <div className="contact-intro">
          <h2 id="caterer-form-title">{title}</h2>
          <p>{intro}</p>
          <div className="ct-demo-notice" dangerouslySetInnerHTML={{ __html: renderSiteText(demoNotice, site) }} />
        </div>
        <div className="contact-card">
          <Island
            name="traiteur-evenementiel/CatererForm"
            props={{ email: site.email, phone: site.phone, label, messagePlaceholder, texts: content.contact.form, project: content.contact.catererProject }}
            wake="visible"
          />
          <FormNotice content={content} />
        </div>
      </div>
    </section>
  );
}
