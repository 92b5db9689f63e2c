import { parseContactMessageWithField, type ContactMessageInput, type ContactMessageRow } from './contact-message.ts';
import { formatDate } from '../text/format.ts';

// What the two contact forms hold and how it becomes a row: pure functions,
// unit-tested beside this file. Every field is kept as typed (strings), so
// a failed send or a reload gives it back exactly.

export type ContactFields = {
  name: string;
  email: string;
  phone: string;
  company: string;
  /** A project's key (content/contact.ts), or '' for none chosen. */
  project: string;
  message: string;
};

export type CatererFields = {
  name: string;
  email: string;
  phone: string;
  /** ISO date from the date picker, or ''. */
  date: string;
  guests: string;
  message: string;
};

/** The cancellation form of /resiliation/: who cancels, which site, which option. */
export type CancellationFields = {
  name: string;
  email: string;
  phone: string;
  site: string;
  /** The maintenance option's name (content/offers.ts). */
  option: string;
  message: string;
};

export const emptyContactFields: ContactFields = { name: '', email: '', phone: '', company: '', project: '', message: '' };
export const emptyCatererFields: CatererFields = { name: '', email: '', phone: '', date: '', guests: '', message: '' };

/** The project preselected by a link such as `/?projet=blog-seo#contact`, if it names one of `projects` (keys). */
export function projectFromSearch(search: string, projects: readonly string[]): string | undefined {
  const value = new URLSearchParams(search).get('projet') ?? '';
  return projects.includes(value) ? value : undefined;
}

/** The page the message was sent from, as the database accepts it (an odd or very long path becomes '/'). */
export function sourcePage(pathname: string): string {
  return /^\/[\x21-\x7e]{0,199}$/.test(pathname) ? pathname : '/';
}

/** The home form's fields → the schema's input; the company is a line of the message. */
export function contactInput(fields: ContactFields, sourcePage: string): ContactMessageInput {
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    details: { company: fields.company },
    ...(fields.project ? { project: fields.project } : {}),
    message: fields.message,
    source_page: sourcePage,
  };
}

/**
 * The caterer form's fields → the schema's input, filed under its one
 * project (a key); the wished date (in words) and the guest count are lines
 * of the message.
 */
export function catererInput(fields: CatererFields, sourcePage: string, project: string): ContactMessageInput {
  const date = fields.date.trim();
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    details: { date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date) : date, guests: fields.guests },
    project,
    message: fields.message,
    source_page: sourcePage,
  };
}

/**
 * The cancellation form's fields → the schema's input, filed under its one
 * project (a key); the site and the option are lines of the message, and an
 * empty message becomes `notice`, the cancellation in words.
 */
export function cancellationInput(fields: CancellationFields, sourcePage: string, project: string, notice: string): ContactMessageInput {
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    details: { site: fields.site, option: fields.option },
    project,
    message: fields.message.trim() || notice,
    source_page: sourcePage,
  };
}

/** The part of the Web Storage API drafts use (sessionStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The draft saved under `key`, merged over `empty`: only the known fields,
 * only strings, and only values `accept` allows. Anything unreadable gives
 * `empty` back (storage can be full, blocked or edited by hand).
 */
export function loadDraft<F extends object>(
  storage: DraftStorage | undefined,
  key: string,
  empty: F,
  accept: (field: keyof F, value: string) => boolean = () => true,
): F {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return empty;
    const saved: unknown = JSON.parse(raw);
    if (typeof saved !== 'object' || saved === null) return empty;
    const draft = { ...empty };
    for (const field of Object.keys(empty) as Array<keyof F>) {
      const value = (saved as Record<string, unknown>)[field as string];
      if (typeof value === 'string' && accept(field, value)) (draft as Record<keyof F, unknown>)[field] = value;
    }
    return draft;
  } catch {
    return empty;
  }
}

/** Saves the draft, or forgets it when every field is empty. Storage errors are ignored: the form still works. */
export function saveDraft<F extends object>(storage: DraftStorage | undefined, key: string, fields: F): void {
  try {
    if (Object.values(fields).every((value) => value === '')) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(fields));
  } catch {
    // Private browsing or a full quota: no draft, nothing else changes.
  }
}

export function clearDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // As above.
  }
}

/** A saved draft's fields, but a project only if it is still one of `projects` (keys). */
export const acceptContactDraft = (projects: readonly string[]) => (field: keyof ContactFields, value: string) =>
  field !== 'project' || value === '' || projects.includes(value);

export const successText = 'Message envoyé avec succès\u202f! Nous vous recontacterons rapidement.';
/** Any other failure: the visitor is never left without a way to reach us. */
export const failureText = (email: string) => `Le message n’a pas pu partir. Réessayez dans un instant, ou écrivez-nous directement à ${email}.`;

/** The database's flood limit (5 requests an hour per e-mail or per connection) answered 429. */
export const rateLimitedText = (email: string) =>
  `Vous avez déjà envoyé plusieurs demandes dans l’heure. Merci de patienter une heure avant de réessayer, ou écrivez-nous directement à ${email}.`;

/** Whether a failed send is the flood limit: PostgREST's 429, code PT429 (supabase/migrations). */
function isRateLimited(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === 'PT429' || status === 429;
}

/** The toast for a failed send; the fields stay as typed either way. */
export function failureMessage(error: unknown, contactEmail: string): string {
  return isRateLimited(error) ? rateLimitedText(contactEmail) : failureText(contactEmail);
}

export type SubmitResult =
  { outcome: 'sent' } | { outcome: 'dropped' } | { outcome: 'invalid'; error: string; field: string | undefined } | { outcome: 'failed'; error: unknown };

/**
 * One press of 'Envoyer': a filled honeypot is dropped silently (the bot sees
 * a success), an invalid message names its first problem, anything that
 * goes wrong while sending is 'failed'. `projects` are the keys the form
 * may send.
 */
export async function submitMessage(
  input: ContactMessageInput,
  honeypot: string,
  send: (row: ContactMessageRow) => Promise<{ error: unknown }>,
  projects: readonly string[],
): Promise<SubmitResult> {
  const checked = checkSubmission(input, honeypot, projects);
  if (checked.outcome !== 'ready') return checked;
  try {
    const { error } = await send(checked.row);
    return error ? { outcome: 'failed', error } : { outcome: 'sent' };
  } catch (error) {
    return { outcome: 'failed', error };
  }
}

/** What submitMessage decides before sending anything: at once, with no network. */
export function checkSubmission(
  input: ContactMessageInput,
  honeypot: string,
  projects: readonly string[],
): Extract<SubmitResult, { outcome: 'dropped' | 'invalid' }> | { outcome: 'ready'; row: ContactMessageRow } {
  if (honeypot.trim() !== '') return { outcome: 'dropped' };
  const parsed = parseContactMessageWithField(input, projects);
  return parsed.ok ? { outcome: 'ready', row: parsed.row } : { outcome: 'invalid', error: parsed.error, field: parsed.field };
}

/** Runs one submission at a time: a second press while one is under way is ignored. */
export function createSubmitGuard() {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run<T>(task: () => Promise<T>): Promise<T | 'busy'> {
      if (busy) return 'busy';
      busy = true;
      try {
        return await task();
      } finally {
        busy = false;
      }
    },
  };
}
