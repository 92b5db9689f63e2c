import { catererInput, emptyCatererFields } from '../../contact/contact-form-state.ts';
import { ContactFormShell, Field } from '../../contact/form-parts.tsx';
import { messageDetails } from '../../contact/contact-message.ts';
import { useContactForm } from '../../contact/use-contact-form.ts';
import type { FormTexts } from '../../contact/contact.schema.ts';

export type CatererFormProps = {
  /** From content.site: the no-JavaScript fallback. */
  email: string;
  phone: string;
  /** From content/demos/traiteur-evenementiel.ts and content/contact.ts. */
  label: string;
  messagePlaceholder: string;
  texts: FormTexts;
  /** The key its requests are filed under (content/contact.ts's catererProject). */
  project: string;
};

/** The caterer demo's request form: the date and the guest count are lines of its message, above the free text. */
export default function CatererForm({ email, phone, label, messagePlaceholder, texts, project }: CatererFormProps) {
  const form = useContactForm({
    contactEmail: email,
    draftKey: 'eclosion:brouillon:traiteur',
    empty: emptyCatererFields,
    toInput: (fields, sourcePage) => catererInput(fields, sourcePage, project),
    projects: [project],
  });
  return (
    <ContactFormShell form={form} label={label} submitLabel="Envoyer ma demande" email={email} phone={phone} texts={texts} wideName>
      <Field label={messageDetails.date.label}>{(id, label) => <input id={id} type="date" {...form.control('date', label)} />}</Field>
      <Field label={messageDetails.guests.label}>
        {(id, label) => <input id={id} type="number" min={1} step={1} inputMode="numeric" {...form.control('guests', label)} />}
      </Field>
      <Field label="Votre message" required wide>
        {(id, label) => <textarea id={id} rows={6} required placeholder={messagePlaceholder} {...form.control('message', label)} />}
      </Field>
    </ContactFormShell>
  );
}
