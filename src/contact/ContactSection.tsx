import type { Content } from '../site/content-files.ts';
import { Island } from '../islands/Island.tsx';
import { FormNotice } from './FormNotice.tsx';
import { fillIn } from '../text/fill-in.ts';

/**
 * The contact section (#contact) placed on the home page and on
 * /realisations/. Its form is an island; this block stays readable and usable
 * without JavaScript.
 */
export function ContactSection({ content }: { content: Content }) {
  const { email, phone } = content.site;
  const { section, form } = content.contact;
  return (
    <section id="contact" className="section contact-section" aria-labelledby="contact-title">
      <div className="container contact-layout">
        <div className="contact-intro">
          <h2 id="contact-title">{section.title}</h2>
          <p>{section.intro}</p>
          <p>
            {fillIn(section.writeDirectly, {
              email: <a href={`mailto:${email}`}>{email}</a>,
              phone: <a href={`tel:${phone.replace(/ /g, '')}`}>{phone.replace(/ /g, '\u00a0')}</a>,
            })}
          </p>
        </div>
        <div className="contact-card">
          <Island name="ContactForm" props={{ email, phone, texts: form }} wake="visible" />
          <FormNotice content={content} />
        </div>
      </div>
    </section>
  );
}
