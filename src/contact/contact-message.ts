import * as z from 'zod/mini';
import type { ContactColumn } from '../../supabase/functions/_shared/contact-request.ts';
import { groupDigits } from '../text/format.ts';

// The form's rules for a contact message, shared by the home contact form and
// the caterer form, and run in the browser (zod/mini keeps it small: no Node
// import here). Its keys are the table's form columns, described once in
// supabase/functions/_shared/contact-request.ts (the type below says so), and
// the form's own questions (`details`), which become lines of the message.
// The database refuses the same things (supabase/migrations/*_contact_*.sql):
// keep both in step.

/**
 * `message` is the visitor's text; the stored message adds a line per answered
 * question above it, so the table takes up to `storedMessage` characters.
 */
export const contactLimits = { name: 100, email: 255, phone: 20, detail: 100, message: 2000, storedMessage: 3000, sourcePage: 200 } as const;

/**
 * The questions a form asks beyond the table's columns (the home form's
 * company, the caterer's date and guest count). They are not columns: each
 * answer is a line « label : answer » above the visitor's text, in this
 * order, so the table keeps what every request has and a form may ask
 * something new without a migration. `label` is also the field's label.
 */
export const messageDetails = {
  company: { label: 'Entreprise', what: 'Le nom de l’entreprise' },
  date: { label: 'Date souhaitée', what: 'La date souhaitée' },
  guests: { label: 'Nombre d’invités', what: 'Le nombre d’invités' },
  site: { label: 'Adresse du site', what: 'L’adresse du site' },
  option: { label: 'Option résiliée', what: 'L’option résiliée' },
} as const;

type MessageDetail = keyof typeof messageDetails;

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

/** The stored message: a line per answered question, in `messageDetails`' order, a blank line, then the visitor's text. */
function foldDetails(details: Partial<Record<MessageDetail, string>>, text: string): string {
  const lines = (Object.keys(messageDetails) as MessageDetail[]).flatMap((key) =>
    details[key] ? [`${messageDetails[key].label}\u202f: ${details[key]}`] : [],
  );
  return lines.length > 0 ? `${lines.join('\n')}\n\n${text}` : text;
}

const detailsSchema = z.optional(
  z.strictObject(
    Object.fromEntries(Object.entries(messageDetails).map(([key, { what }]) => [key, optionalText(what, contactLimits.detail)])) as Record<
      MessageDetail,
      ReturnType<typeof optionalText>
    >,
  ),
);

/**
 * A contact message as typed (strings, optional fields possibly empty) → the
 * row inserted into contact_messages. `projects` are the keys the form may
 * send (content/contact.ts): any other is refused. Problems come in the
 * order of the forms' fields: name, e-mail, phone, the form's own
 * questions, project, message.
 */
export function contactMessageSchema(projects: readonly string[]) {
  const columns = {
    name: requiredText('Indiquez votre nom.', 'Le nom', contactLimits.name),
    email: z.string().check(
      z.trim(),
      z.refine((value) => countCharacters(value) <= contactLimits.email, tooLong('L’adresse e-mail', contactLimits.email)),
      z.regex(emailPattern, 'Vérifiez votre adresse e-mail, elle semble incomplète.'),
    ),
    phone: optionalText('Le téléphone', contactLimits.phone),
    project: z.optional(z.string().check(z.refine((key) => projects.includes(key), 'Choisissez un type de projet dans la liste.'))),
    message: requiredText('Écrivez votre message.', 'Le message', contactLimits.message, controlInText),
    source_page: z.string().check(z.regex(/^\/[\x21-\x7e]{0,199}$/, 'Le message n’a pas pu partir de cette page\u202f: rechargez-la et réessayez.')),
  } satisfies Record<ContactColumn, z.ZodMiniType>;
  const { name, email, phone, project, message, source_page } = columns;
  return z.pipe(
    z.strictObject({ name, email, phone, details: detailsSchema, project, message, source_page }),
    z.transform(({ details, message, ...row }) => ({ ...row, message: foldDetails(details ?? {}, message) })),
  );
}

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
  // A question of the form is named after its field ('company').
  const field = issue?.path[0] === 'details' ? issue.path[1] : issue?.path[0];
  return { ok: false, error: issue?.message ?? 'Vérifiez les champs du formulaire.', field: typeof field === 'string' ? field : undefined };
}
