import * as z from 'zod/mini';
import type { ContactColumn } from '../../supabase/functions/_shared/contact-request.ts';
import { groupDigits } from '../text/format.ts';

// The form's rules for a contact message, shared by the home contact form and
// the caterer form, and run in the browser (zod/mini keeps it small: no Node
// import here). Its keys are the table's form columns, described once in
// supabase/functions/_shared/contact-request.ts (the type below says so). The
// database refuses the same things (supabase/migrations/*_contact_messages.sql):
// keep both in step.

const contactLimits = { name: 100, email: 255, phone: 20, company: 100, message: 2000, sourcePage: 200 } as const;

/**
 * A project's key, as the table stores it ('site-vitrine'): lower-case ASCII
 * words joined by hyphens, 50 characters at most. The keys and their labels
 * are content (content/contact.ts); the database checks the format only, so
 * a project added in content needs no migration.
 */
export const projectKeyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const projectKeyMaxLength = 50;

/** Lengths count characters as people (and PostgreSQL's char_length) do: an emoji is one. */
export const countCharacters = (value: string) => [...value].length;

/** Control characters and lone surrogates (which no keyboard types and PostgreSQL cannot store). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlInLine = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udfff]/u;
/** The same, but a message may hold tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udfff]/u;
/** The e-mail pattern of zod 4.6 (`z.email()`), spelled out because the database repeats it. */
// eslint-disable-next-line no-useless-escape -- zod's pattern as zod writes it, so the two can be compared
const emailPattern = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const tooLong = (what: string, max: number) => `${what} ne doit pas dépasser ${groupDigits(max)} caractères`;

function requiredText(required: string, what: string, max: number, control = controlInLine) {
  return z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.refine((value) => countCharacters(value) <= max, tooLong(what, max)),
    z.refine((value) => !control.test(value), `${what} contient des caractères non autorisés`),
  );
}

/** Optional text: trimmed, and left out of the row when empty. */
function optionalText(what: string, max: number) {
  return z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine((value) => countCharacters(value) <= max, tooLong(what, max)),
        z.refine((value) => !controlInLine.test(value), `${what} contient des caractères non autorisés`),
      ),
      z.transform((value) => value || undefined),
    ),
  );
}

/**
 * A contact message as typed (strings, optional fields possibly empty) → the
 * row inserted into contact_messages. `projects` are the keys the form may
 * send (content/contact.ts): any other is refused.
 */
export const contactMessageSchema = (projects: readonly string[]) =>
  z.strictObject({
    name: requiredText('Le nom est requis', 'Le nom', contactLimits.name),
    email: z.string().check(
      z.trim(),
      z.refine((value) => countCharacters(value) <= contactLimits.email, tooLong('L’adresse e-mail', contactLimits.email)),
      z.regex(emailPattern, 'Adresse e-mail invalide'),
    ),
    phone: optionalText('Le téléphone', contactLimits.phone),
    company: optionalText('Le nom de l’entreprise', contactLimits.company),
    project: z.optional(z.string().check(z.refine((key) => projects.includes(key), 'Type de projet inconnu'))),
    message: requiredText('Le message est requis', 'Le message', contactLimits.message, controlInText),
    source_page: z.string().check(z.regex(/^\/[\x21-\x7e]{0,199}$/, 'Adresse de page invalide')),
  } satisfies Record<ContactColumn, z.ZodMiniType>);

export type ContactMessageInput = z.input<ReturnType<typeof contactMessageSchema>>;
export type ContactMessageRow = z.output<ReturnType<typeof contactMessageSchema>>;

/**
 * The row to insert, or the first problem in the order of the form's fields
 * (the one message shown) and the field it concerns.
 */
export function parseContactMessageWithField(
  input: unknown,
  projects: readonly string[],
): { ok: true; row: ContactMessageRow } | { ok: false; error: string; field: string | undefined } {
  const result = z.safeParse(contactMessageSchema(projects), input);
  if (result.success) return { ok: true, row: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return { ok: false, error: issue?.message ?? 'Message invalide', field: typeof field === 'string' ? field : undefined };
}
