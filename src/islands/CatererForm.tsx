import { createPortal } from 'react-dom';
import { catererInput, emptyCatererFields } from './contact-form-state.ts';
import { FallbackNote, Field, Honeypot, RequiredNote, SubmitButton, Toaster } from './form-parts.tsx';
import { useContactForm } from './use-contact-form.ts';

export type CatererFormProps = {
  /** From content.site: the no-JavaScript fallback. */
  email: string;
  phone: string;
};

/** The caterer demo's request form: its message is composed from the date, the guests and the free text. */
export default function CatererForm({ email, phone }: CatererFormProps) {
  const form = useContactForm({
    draftKey: 'eclosion:brouillon:traiteur',
    empty: emptyCatererFields,
    toInput: catererInput,
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
        aria-label="Demande de devis pour votre réception"
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
          <Field label="Date souhaitée">{(id) => <input id={id} type="date" {...form.control('date')} />}</Field>
          <Field label="Nombre d'invités">{(id) => <input id={id} type="number" min={1} step={1} inputMode="numeric" {...form.control('guests')} />}</Field>
          <Field label="Votre message" required wide>
            {(id) => <textarea id={id} rows={6} required placeholder="Le lieu, l'ambiance, vos envies…" {...form.control('message')} />}
          </Field>
        </div>
        <Honeypot inputRef={form.honeypotRef} />
        <SubmitButton sending={form.sending} label="Envoyer ma demande" />
        <FallbackNote ready={form.ready} email={email} phone={phone} />
      </form>
      {/* In <body>: no ancestor's transform may move the fixed toasts. */}
      {form.ready ? createPortal(<Toaster store={form.toasts} />, document.body) : null}
    </>
  );
}
