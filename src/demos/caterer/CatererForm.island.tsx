import { catererInput, emptyCatererFields } from '../../contact/contact-form-state.ts';
import { ContactFormShell, Field } from '../../contact/form-parts.tsx';
import { useContactForm } from '../../contact/use-contact-form.ts';

export type CatererFormProps = {
  /** From content.site: the no-JavaScript fallback. */
  email: string;
  phone: string;
};

/** The caterer demo's request form: its message is composed from the date, the guests and the free text. */
export default function CatererForm({ email, phone }: CatererFormProps) {
  const form = useContactForm({
    contactEmail: email,
    draftKey: 'eclosion:brouillon:traiteur',
    empty: emptyCatererFields,
    toInput: catererInput,
  });
  return (
    <ContactFormShell form={form} label="Demande de devis pour votre réception" submitLabel="Envoyer ma demande" email={email} phone={phone}>
      <Field label="Date souhaitée">{(id) => <input id={id} type="date" {...form.control('date')} />}</Field>
      <Field label="Nombre d'invités">{(id) => <input id={id} type="number" min={1} step={1} inputMode="numeric" {...form.control('guests')} />}</Field>
      <Field label="Votre message" required wide>
        {(id) => <textarea id={id} rows={6} required placeholder="Le lieu, l'ambiance, vos envies…" {...form.control('message')} />}
      </Field>
    </ContactFormShell>
  );
}
