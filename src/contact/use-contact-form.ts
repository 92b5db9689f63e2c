import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ContactMessageInput } from './contact-message.ts';
import {
  checkSubmission,
  clearDraft,
  createSubmitGuard,
  failureMessage,
  loadDraft,
  saveDraft,
  sourcePage,
  submitMessage,
  successText,
  type DraftStorage,
} from './contact-form-state.ts';
import { createToastStore } from './toast-state.ts';
import { trackEvent } from '../chrome/track.ts';

// What both contact forms share: fields kept as typed, the session draft,
// one send at a time, and the toasts.

export interface ContactFormOptions<F extends Record<string, string>> {
  /** sessionStorage key of the draft. */
  draftKey: string;
  empty: F;
  acceptDraft?: (field: keyof F, value: string) => boolean;
  toInput(fields: F, sourcePage: string): ContactMessageInput;
  /** The form field to focus for a problem with a schema field ('message' → the free text). */
  fieldFor?(schemaField: string): string;
  /** Adjusts the fields once in the browser (the home form reads `?projet=`). */
  prepare?(fields: F): F;
  /** The agency's address (content/site.ts), offered when the flood limit refuses a request. */
  contactEmail: string;
  /** The project keys the form may send (content/contact.ts). */
  projects: readonly string[];
  /** What the success notice says, when the form says more than the contact forms do. */
  successText?: string;
}

function sessionDrafts(): DraftStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function useContactForm<F extends Record<string, string>>(options: ContactFormOptions<F>) {
  const [fields, setFields] = useState(options.empty);
  const [ready, setReady] = useState(false);
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState<string>();
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [guard] = useState(createSubmitGuard);
  const [toasts] = useState(() => createToastStore());
  const optionsRef = useRef(options);

  useEffect(() => {
    const { draftKey, empty, acceptDraft, prepare } = optionsRef.current;
    let initial = loadDraft(sessionDrafts(), draftKey, empty, acceptDraft);
    // Anything typed before the form came to life is kept too.
    const form = formRef.current;
    for (const name of Object.keys(empty)) {
      const element = form?.querySelector(`[data-field="${name}"]`);
      const typed = element && 'value' in element ? String(element.value) : '';
      if (typed && typed !== initial[name]) initial = { ...initial, [name]: typed };
    }
    setFields(prepare ? prepare(initial) : initial);
    setReady(true);
    return () => toasts.dispose();
  }, [toasts]);

  useEffect(() => {
    if (ready) saveDraft(sessionDrafts(), optionsRef.current.draftKey, fields);
  }, [fields, ready]);

  function setField(name: keyof F & string, value: string) {
    setFields((current) => ({ ...current, [name]: value }));
    if (invalid === name) setInvalid(undefined);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { toInput, empty, draftKey, fieldFor, projects } = optionsRef.current;
    if (guard.busy) return;
    const input = toInput(fields, sourcePage(location.pathname));
    const honeypot = honeypotRef.current?.value ?? '';
    // A message the form refuses is answered in one render, with no
    // 'sending' state first: on a phone that second render was most of the
    // time an empty 'Envoyer' took.
    const checked = checkSubmission(input, honeypot, projects);
    const result =
      checked.outcome !== 'ready'
        ? checked
        : await guard.run(async () => {
            setSending(true);
            try {
              return await submitMessage(input, honeypot, async (row) => (await import('./contact-send.ts')).insertContactMessage(row), projects);
            } finally {
              setSending(false);
            }
          });
    if (result === 'busy') return;
    if (result.outcome === 'sent' || result.outcome === 'dropped') {
      setFields(empty);
      clearDraft(sessionDrafts(), draftKey);
      if (honeypotRef.current) honeypotRef.current.value = '';
      setInvalid(undefined);
      toasts.show('success', optionsRef.current.successText ?? successText);
      setSent(true);
      if (result.outcome === 'sent') trackEvent({ name: 'form_sent', category: 'Contact', label: location.pathname });
    } else if (result.outcome === 'invalid') {
      const field = result.field ? (fieldFor?.(result.field) ?? result.field) : undefined;
      setInvalid(field);
      toasts.show('error', result.error);
      const element = field ? formRef.current?.querySelector(`[data-field="${field}"]`) : null;
      if (element instanceof HTMLElement) element.focus();
    } else {
      console.error('Le message n’a pas pu être envoyé.', result.error);
      toasts.show('error', failureMessage(result.error, optionsRef.current.contactEmail));
    }
  }

  /** Props for a field's control: value, change handler, invalid state; its label as its name (the no-JavaScript e-mail's). */
  function control(name: keyof F & string, label: string) {
    return {
      name: label,
      'data-field': name,
      value: fields[name],
      onChange: (event: { currentTarget: { value: string } }) => setField(name, event.currentTarget.value),
      'aria-invalid': invalid === name ? true : undefined,
      readOnly: sending,
    };
  }

  /** Warms up the sending code when the visitor starts filling the form. */
  function prefetch() {
    void import('./contact-send.ts').catch(() => {});
  }

  return { fields, ready, sending, sent, toasts, formRef, honeypotRef, onSubmit, control, prefetch };
}
