// A contact request, described once: the columns of public.contact_messages
// that a visitor's form fills (the migrations' insert grant), in the order
// the owner reads them, with the label the e-mail and `npm run messages`
// show. Plain TypeScript, read by the browser's form schema
// (src/contact/contact-message.ts, whose keys are exactly these), the Edge
// Function's e-mail, the local stand-in and `npm run messages`. The shared
// database tests (tests/setup/contact-database-tests.ts) check it against the
// table the migrations make.
//
// Adding a column: a migration (column, constraint, insert grant), a line
// here, and the form (its schema and its field). A question only one form
// asks is no column: it is a line of the message (messageDetails in
// src/contact/contact-message.ts).

export const contactColumns = {
  name: { label: 'Nom', nullable: false },
  email: { label: 'E-mail', nullable: false },
  phone: { label: 'Téléphone', nullable: true },
  project: { label: 'Projet', nullable: true },
  source_page: { label: 'Page', nullable: false },
  message: { label: 'Message', nullable: false },
} as const;

export type ContactColumn = keyof typeof contactColumns;

export const contactColumnNames = Object.keys(contactColumns) as ContactColumn[];

type Value<C extends ContactColumn> = (typeof contactColumns)[C]['nullable'] extends true ? string | null : string;

/** A stored request: what the visitor sent, with its number and when it arrived (ISO). */
export type ContactRecord = { id: number; created_at: string } & { [C in ContactColumn]: Value<C> };
