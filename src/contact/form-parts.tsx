import { useId, useSyncExternalStore, type FormEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { ToastStore } from './toast-state.ts';
import type { FormTexts } from './contact.schema.ts';
import { fillIn } from '../text/fill-in.ts';
import { EmailLink, PhoneLink } from '../ui/ContactLinks.tsx';

// Pieces both contact forms use. Not islands themselves.

/** The notifications, bottom-right, read out by screen readers as they arrive. */
function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.list, store.list);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions text">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`} data-toast={toast.kind}>
          <span className="toast-icon" aria-hidden="true">
            {toast.kind === 'success' ? '✓' : '!'}
          </span>
          <p className="toast-text">{toast.text}</p>
          <button type="button" className="toast-close" aria-label="Fermer la notification" onClick={() => store.dismiss(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}

/**
 * A label and its control; `required` adds the asterisk the form's note
 * explains. The control gets the label too: it is the control's name, what
 * the no-JavaScript e-mail writes before each answer (`Nom=Ana`).
 */
export function Field({
  label,
  required,
  wide,
  children,
}: {
  label: string;
  required?: boolean;
  wide?: boolean;
  children: (id: string, label: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={wide ? 'form-field form-field-wide' : 'form-field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="form-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children(id, label)}
    </div>
  );
}

function RequiredNote({ text }: { text: string }) {
  return <p className="form-note">{text}</p>;
}

/** A field people never see or reach; bots fill it, and their message is dropped. */
function Honeypot({ inputRef, ready }: { inputRef: RefObject<HTMLInputElement | null>; ready: boolean }) {
  const id = useId();
  // Disabled until the script runs: the no-JavaScript e-mail leaves it out.
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={id}>Ne pas remplir ce champ</label>
      <input id={id} ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" disabled={!ready} />
    </div>
  );
}

function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  return (
    <button type="submit" className="btn btn-primary form-submit" aria-disabled={sending ? true : undefined} data-sending={sending ? '' : undefined}>
      {sending ? 'Envoi en cours…' : label}
    </button>
  );
}

/**
 * Shown until the form comes to life, so also without JavaScript: the form
 * then opens the visitor's e-mail program, and the direct ways to reach us
 * are given.
 */
function FallbackNote({ ready, email, phone, text }: { ready: boolean; email: string; phone: string; text: string }) {
  if (ready) return null;
  return (
    <p className="form-note form-fallback">
      {fillIn(text, {
        email: <EmailLink email={email} />,
        phone: <PhoneLink phone={phone} />,
      })}
    </p>
  );
}

type ControlProps = {
  name: string;
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  'aria-invalid': boolean | undefined;
  readOnly: boolean;
};

/** What ContactFormShell needs of useContactForm's result. */
export interface ContactFormHandle {
  formRef: RefObject<HTMLFormElement | null>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  ready: boolean;
  sending: boolean;
  toasts: ToastStore;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  prefetch: () => void;
  control: (name: 'name' | 'email' | 'phone', label: string) => ControlProps;
}

/**
 * What both forms share: the form element (a mailto: action until the script
 * is ready), the name, e-mail and phone fields, the trap for bots, the send
 * button, the no-JavaScript note and the toasts. `children` are the form's own
 * fields, after the phone.
 */
export function ContactFormShell({
  form,
  label,
  submitLabel,
  email,
  phone,
  texts,
  wideName = false,
  children,
}: {
  form: ContactFormHandle;
  label: string;
  submitLabel: string;
  email: string;
  phone: string;
  texts: FormTexts;
  /** The name on a row of its own, for a form whose own fields pair up (the caterer's date and guests): no field then sits alone on its row. */
  wideName?: boolean;
  children: ReactNode;
}) {
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
        aria-label={label}
        data-ready={form.ready ? '' : undefined}
      >
        <RequiredNote text={texts.requiredNote} />
        <div className="form-grid">
          <Field label="Nom" required wide={wideName}>
            {(id, label) => <input id={id} type="text" autoComplete="name" required {...form.control('name', label)} />}
          </Field>
          <Field label="E-mail" required>
            {(id, label) => <input id={id} type="email" autoComplete="email" inputMode="email" required {...form.control('email', label)} />}
          </Field>
          <Field label="Téléphone">{(id, label) => <input id={id} type="tel" autoComplete="tel" {...form.control('phone', label)} />}</Field>
          {children}
        </div>
        <Honeypot inputRef={form.honeypotRef} ready={form.ready} />
        <SubmitButton sending={form.sending} label={submitLabel} />
        <FallbackNote ready={form.ready} email={email} phone={phone} text={texts.fallbackNote} />
      </form>
      {/* In <body>: no ancestor's transform may move the fixed toasts. */}
      {form.ready ? createPortal(<Toaster store={form.toasts} />, document.body) : null}
    </>
  );
}
