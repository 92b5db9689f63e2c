import { acceptContactDraft, contactInput, emptyContactFields, projectFromSearch, type ContactFields } from './contact-form-state.ts';
import { ContactFormShell, Field } from './form-parts.tsx';
import { messageDetails } from './contact-message.ts';
import { useContactForm } from './use-contact-form.ts';
import type { FormTexts } from './contact.schema.ts';

export type ContactFormProps = {
  /** From content.site: the no-JavaScript fallback. */
  email: string;
  phone: string;
  /** From content/contact.ts. */
  texts: FormTexts;
  /** The projects of its list (content/contact.ts): the key is sent, the label shown. */
  projects: Array<{ key: string; label: string }>;
};

/** `?projet=` chooses the project, then leaves the address so a reload keeps the visitor's own choice. */
function applyProjectFromUrl(fields: ContactFields, projects: readonly string[]): ContactFields {
  const project = projectFromSearch(location.search, projects);
  if (!project) return fields;
  const url = new URL(location.href);
  url.searchParams.delete('projet');
  history.replaceState(history.state, '', url);
  return { ...fields, project };
}

/** The home contact form (#contact). */
export default function ContactForm({ email, phone, texts, projects }: ContactFormProps) {
  const keys = projects.map((project) => project.key);
  const form = useContactForm({
    contactEmail: email,
    draftKey: 'eclosion:brouillon:contact',
    empty: emptyContactFields,
    acceptDraft: acceptContactDraft(keys),
    toInput: contactInput,
    prepare: (fields) => applyProjectFromUrl(fields, keys),
    projects: keys,
  });
  return (
    <ContactFormShell form={form} label="Formulaire de contact" submitLabel="Envoyer le message" email={email} phone={phone} texts={texts}>
      <Field label={messageDetails.company.label}>
        {(id, label) => <input id={id} type="text" autoComplete="organization" {...form.control('company', label)} />}
      </Field>
      <Field label="Type de projet" wide>
        {(id, label) => {
          const { readOnly, ...control } = form.control('project', label);
          return (
            <select id={id} {...control} disabled={readOnly}>
              <option value="">{texts.unsureProject}</option>
              {projects.map(({ key, label }) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          );
        }}
      </Field>
      <Field label="Message" required wide>
        {(id, label) => <textarea id={id} rows={6} required {...form.control('message', label)} />}
      </Field>
    </ContactFormShell>
  );
}
