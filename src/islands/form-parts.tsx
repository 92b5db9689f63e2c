import { useId, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import type { ToastStore } from './toast-state.ts';

// Pieces both contact forms use. Not islands themselves.

/** The notifications, bottom-right, read out by screen readers as they arrive. */
export function Toaster({ store }: { store: ToastStore }) {
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

/** A label and its control; `required` adds the asterisk the form's note explains. */
export function Field({ label, required, wide, children }: { label: string; required?: boolean; wide?: boolean; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={wide ? 'form-field form-field-wide' : 'form-field'}>
      <label htmlFor={id}>
        {label}
        {required ? <span className="form-required" aria-hidden="true">{'\u00a0'}*</span> : null}
      </label>
      {children(id)}
    </div>
  );
}

export function RequiredNote() {
  return <p className="form-note">Les champs suivis d'un astérisque (*) sont obligatoires.</p>;
}

/** A field people never see or reach; bots fill it, and their message is dropped. */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={id}>Ne pas remplir ce champ</label>
      <input id={id} ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
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
export function FallbackNote({ ready, email, phone }: { ready: boolean; email: string; phone: string }) {
  if (ready) return null;
  return (
    <p className="form-note form-fallback">
      Si votre navigateur ne peut pas envoyer le formulaire directement, le bouton ouvre votre messagerie avec votre message. Vous pouvez aussi nous
      écrire à{' '}
      <a href={`mailto:${email}`}>{email}</a> ou appeler le <a href={`tel:${phone.replace(/ /g, '')}`}>{phone.replace(/ /g, '\u00a0')}</a>.
    </p>
  );
}
