// The e-mail that tells the owner about a contact request. Plain TypeScript
// with web APIs only (no Node or Deno module), so the Edge Function (Deno)
// and the local server and tests (Node) run this very code.

import { contactColumnNames, contactColumns, type ContactColumn, type ContactRecord } from './contact-request.ts';
import type { CancellationSettings } from './cancellation-receipt.ts';
import { removeUnsafeCharacters } from './unsafe-text.ts';

export type { ContactRecord };

export interface Mailbox {
  email: string;
  name?: string;
}

/** A file sent with the e-mail: here, a calendar invitation (`text/calendar; method=REQUEST`). */
export interface Attachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface ContactEmail {
  from: Mailbox;
  to: Mailbox;
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[];
}

export interface EmailSettings {
  /** Brand shown in the subject and the sender's name ('Éclosion Web'). */
  brand: string;
  from: string;
  to: string;
  /** Where the owner reads the table (the Supabase dashboard); without it, the e-mail names `npm run messages`. */
  dashboardUrl?: string;
  /** Each project key's label (content/contact.ts's projects): the table stores the key, the owner reads the label. */
  projects: Readonly<Record<string, string>>;
  /** The site's address (content/site.ts's origin): the booking e-mails link to it. */
  siteUrl: string;
  /** Which requests are cancellations of a subscription, whose sender gets a receipt (cancellation-receipt.ts). */
  cancellation?: CancellationSettings;
}

/**
 * The project labels as the Edge Function's secret CONTACT_PROJECTS holds
 * them: a JSON object from key to label (docs/supabase.md writes it from
 * content/contact.ts).
 */
export function parseProjectLabels(json: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.values(value).every((label) => typeof label === 'string')) {
    throw new Error('CONTACT_PROJECTS must be a JSON object from project key to label, such as {"site-vitrine":"Site vitrine"} (docs/supabase.md)');
  }
  return value as Record<string, string>;
}

/** The label of a stored project key; a key the site does not know is shown as stored, and said to be unknown. */
function projectName(key: string, projects: EmailSettings['projects']): { label: string; known: boolean } {
  return Object.hasOwn(projects, key) ? { label: projects[key]!, known: true } : { label: key, known: false };
}

// Any control character, including CR and LF, and the Unicode line and
// paragraph separators: none may reach a header.
const headerBreakers = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * One line of header text: line breaks and control characters become a
 * space; bidirectional and invisible characters (unsafe-text.ts, the rule
 * `npm run messages` applies) are removed, so a name cannot reverse or hide
 * part of the subject.
 */
export function flattenHeaderText(value: string): string {
  return removeUnsafeCharacters(value.replace(headerBreakers, ' '))
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim();
}

// The forms' e-mail rule (src/contact/contact-message.ts), which the database
// enforces too; checked again because this address becomes a header.
const emailPattern = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+\-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 255 && emailPattern.test(value);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

const parisTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** 'dimanche 22 novembre 2026 à 23 h 05', the French way, in Paris time whatever the server's zone. */
function formatParisTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = parisTime.format(date).replace(/(\d{1,2}):(\d{2})$/, '$1\u00a0h\u00a0$2');
  return `${time} (heure de Paris)`;
}

/** The row as a database webhook or pg_net sends it (`{ record }`), checked field by field. */
export function readContactRecord(payload: unknown): ContactRecord | undefined {
  const record = typeof payload === 'object' && payload !== null ? (payload as { record?: unknown }).record : undefined;
  if (typeof record !== 'object' || record === null) return undefined;
  const row = record as Record<string, unknown>;
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : undefined);
  const optional = (key: string) => (row[key] === null || row[key] === undefined ? null : text(key));
  const id = typeof row.id === 'number' ? row.id : typeof row.id === 'string' && /^\d+$/.test(row.id) ? Number(row.id) : undefined;
  const fields = {
    id,
    created_at: text('created_at'),
    ...Object.fromEntries(contactColumnNames.map((column) => [column, contactColumns[column].nullable ? optional(column) : text(column)])),
  };
  if (Object.values(fields).some((value) => value === undefined)) return undefined;
  return fields as ContactRecord;
}

/** A column's value as the owner reads it: a project's label rather than its key, '—' for nothing. */
function displayValue(record: ContactRecord, column: ContactColumn, projects: EmailSettings['projects']): string {
  const value = record[column];
  if (value === null) return '—';
  if (column !== 'project') return value;
  const { label, known } = projectName(value, projects);
  return known ? label : `${label} (projet inconnu du site)`;
}

/** The lines of the request, label and value, in the order the owner reads them. */
function describeRecord(record: ContactRecord, projects: EmailSettings['projects']): Array<[string, string]> {
  return [
    ...contactColumnNames
      .filter((column) => column !== 'message')
      .map((column): [string, string] => [contactColumns[column].label, displayValue(record, column, projects)]),
    ['Reçue le', formatParisTime(record.created_at)],
    ['Numéro', String(record.id)],
  ];
}

export function buildContactEmail(record: ContactRecord, settings: EmailSettings): ContactEmail {
  const name = flattenHeaderText(record.name) || record.email;
  const project = flattenHeaderText(record.project === null ? '' : projectName(record.project, settings.projects).label) || 'projet non précisé';
  const fields = describeRecord(record, settings.projects);
  const where = settings.dashboardUrl ? `Toutes les demandes : ${settings.dashboardUrl}` : 'Toutes les demandes : npm run messages (dans le dossier du site).';
  const text = [
    `Nouvelle demande de contact sur le site ${settings.brand}.`,
    '',
    ...fields.map(([label, value]) => `${label} : ${value}`),
    '',
    'Message :',
    record.message,
    '',
    `Répondez simplement à cet e-mail\u202f: votre réponse partira vers ${record.email}.`,
    where,
    '',
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td dir="auto" style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const link = settings.dashboardUrl
    ? `<a href="${escapeHtml(settings.dashboardUrl)}">Ouvrir la table des demandes</a>`
    : 'Toutes les demandes : <code>npm run messages</code> (dans le dossier du site).';
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(`Demande de contact de ${name}`)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>Nouvelle demande de contact sur le site ${escapeHtml(settings.brand)}.</p>
<table>
${rows}
</table>
<h2 style="font-size:1rem">Message</h2>
<div dir="auto" style="white-space:pre-wrap;border-left:3px solid #6d28d9;padding-left:12px">${escapeHtml(record.message)}</div>
<p>Répondez simplement à cet e-mail\u202f: votre réponse partira vers ${escapeHtml(record.email)}.</p>
<p>${link}</p>
</body>
</html>
`;
  return {
    from: { email: settings.from, name: settings.brand },
    to: { email: settings.to },
    ...(isEmailAddress(record.email) ? { replyTo: { email: record.email, name } } : {}),
    subject: flattenHeaderText(`Demande de contact\u202f: ${name} — ${project} (${settings.brand})`),
    text,
    html,
  };
}
