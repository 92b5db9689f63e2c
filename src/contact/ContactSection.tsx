import type { Content } from '../site/content-files.ts';
import { Island } from '../islands/Island.tsx';
import { FormNotice } from './FormNotice.tsx';
import { fillIn } from '../text/fill-in.ts';
import { homeProjects } from './projects.ts';
import { EmailLink, PhoneLink } from '../ui/ContactLinks.tsx';
import { BookingSection } from '../booking/BookingSection.tsx';

/**
 * The contact section (#contact) placed on the home page and on
 * /realisations/: the free call's slot picker (#rendez-vous), then the form.
 * Both are islands; this block stays readable and usable without JavaScript.
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
              email: <EmailLink email={email} />,
              phone: <PhoneLink phone={phone} />,
            })}
          </p>
        </div>
        <div className="contact-cards">
          <BookingSection content={content} />
          <div className="contact-card">
            <Island name="ContactForm" props={{ email, phone, texts: form, projects: homeProjects(content.contact) }} wake="visible" />
            <FormNotice content={content} />
          </div>
        </div>
      </div>
    </section>
  );
}
