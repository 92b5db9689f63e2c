import { cancellationInput, type CancellationFields } from '../contact/contact-form-state.ts';
import { ContactFormShell, Field } from '../contact/form-parts.tsx';
import { messageDetails } from '../contact/contact-message.ts';
import { useContactForm } from '../contact/use-contact-form.ts';
import type { FormTexts } from '../contact/contact.schema.ts';

export type CancellationFormProps = {
  /** From content.site: the no-JavaScript fallback. */
  email: string;
  phone: string;
  texts: FormTexts;
  /** The maintenance options one may cancel (content/offers.ts). */
  options: string[];
  /** The key its notices are filed under (content/contact.ts's cancellationProject). */
  project: string;
  /** What the stored notice says when the visitor writes nothing, and what the page confirms once it is sent. */
  notice: string;
  received: string;
};

const empty: CancellationFields = { name: '', email: '', phone: '', site: '', option: '', message: '' };

/**
 * The cancellation of a maintenance option, on the site itself (Code de la
 * consommation, L215-1-1): sent as the contact forms are, it says on the
 * page that the notice was received.
 */
export default function CancellationForm({ email, phone, texts, options, project, notice, received }: CancellationFormProps) {
  const form = useContactForm({
    contactEmail: email,
    draftKey: 'eclosion:brouillon:resiliation',
    empty: { ...empty, option: options[0] ?? '' },
    toInput: (fields, sourcePage) => cancellationInput(fields, sourcePage, project, notice),
    projects: [project],
    successText: received,
  });
  return (
    <>
      <ContactFormShell form={form} label="Formulaire de résiliation" submitLabel="Résilier mon option" email={email} phone={phone} texts={texts} wideName>
        <Field label={messageDetails.site.label} required>
          {(id, label) => <input id={id} type="text" required autoComplete="url" placeholder="www.mon-site.fr" {...form.control('site', label)} />}
        </Field>
        <Field label={messageDetails.option.label} required>
          {(id, label) => {
            const { readOnly, ...control } = form.control('option', label);
            return (
              <select id={id} {...control} disabled={readOnly}>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            );
          }}
        </Field>
        <Field label="Précisions (facultatif)" wide>
          {(id, label) => <textarea id={id} rows={4} {...form.control('message', label)} />}
        </Field>
      </ContactFormShell>
      {form.sent ? (
        <p className="form-note" role="status">
          {received}
        </p>
      ) : null}
    </>
  );
}
