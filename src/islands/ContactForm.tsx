import { createPortal } from 'react-dom';
import { projectLabels } from '../content/contact-schema.ts';
import type { ProjectType } from '../content/schemas.ts';
import { acceptContactDraft, contactInput, emptyContactFields, projectFromSearch, type ContactFields } from './contact-form-state.ts';
import { FallbackNote, Field, Honeypot, RequiredNote, SubmitButton, Toaster } from './form-parts.tsx';
import { useContactForm } from './use-contact-form.ts';

export type ContactFormProps = {
  /** From content.site: the no-JavaScript fallback. */
  email: string;
  phone: string;
};

/** `?projet=` chooses the project, then leaves the address so a reload keeps the visitor's own choice. */
function applyProjectFromUrl(fields: ContactFields): ContactFields {
  const project = projectFromSearch(location.search);
  if (!project) return fields;
  const url = new URL(location.href);
  url.searchParams.delete('projet');
  history.replaceState(history.state, '', url);
  return { ...fields, project };
}

/** The home contact form (#contact). */
export default function ContactForm({ email, phone }: ContactFormProps) {
  const form = useContactForm({
    draftKey: 'eclosion:brouillon:contact',
    empty: emptyContactFields,
    acceptDraft: acceptContactDraft,
    toInput: contactInput,
    prepare: applyProjectFromUrl,
  });
  return (
    <>
      <form
        ref={form.formRef}
        className="contact-form"
        action={`mailto:${email}`}
        method="post"
        encType="text/plain"
        noValidate={form.ready}
        onSubmit={form.onSubmit}
        onFocus={form.prefetch}
        aria-label="Formulaire de contact"
        data-ready={form.ready ? '' : undefined}
      >
        <RequiredNote />
        <div className="form-grid">
          <Field label="Nom" required>
            {(id) => <input id={id} type="text" autoComplete="name" required {...form.control('name')} />}
          </Field>
          <Field label="Email" required>
            {(id) => <input id={id} type="email" autoComplete="email" inputMode="email" required {...form.control('email')} />}
          </Field>
          <Field label="Téléphone">{(id) => <input id={id} type="tel" autoComplete="tel" {...form.control('phone')} />}</Field>
          <Field label="Entreprise">{(id) => <input id={id} type="text" autoComplete="organization" {...form.control('company')} />}</Field>
          <Field label="Type de projet" wide>
            {(id) => {
              const { readOnly, ...control } = form.control('project');
              return (
                <select id={id} {...control} disabled={readOnly}>
                  <option value="">Je ne sais pas encore</option>
                  {(Object.entries(projectLabels) as Array<[ProjectType, string]>).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              );
            }}
          </Field>
          <Field label="Message" required wide>
            {(id) => <textarea id={id} rows={6} required {...form.control('message')} />}
          </Field>
        </div>
        <Honeypot inputRef={form.honeypotRef} />
        <SubmitButton sending={form.sending} label="Envoyer le message" />
        <FallbackNote ready={form.ready} email={email} phone={phone} />
      </form>
      {/* In <body>: no ancestor's transform may move the fixed toasts. */}
      {form.ready ? createPortal(<Toaster store={form.toasts} />, document.body) : null}
    </>
  );
}
