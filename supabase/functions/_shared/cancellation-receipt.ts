import { frenchClock } from './french-time.ts';
import { escapeHtml, flattenHeaderText, isEmailAddress, type ContactEmail, type ContactRecord, type EmailSettings } from './contact-email.ts';

// The receipt of a subscription's cancellation sent from the site's form
// (/resiliation/): the law asks the professional to confirm it on a durable
// medium, without delay, with the date it takes effect (Code de la
// consommation, L215-1-1 and D215-1 to D215-3). Sent to the address the
// form gave, by the same notification as the owner's e-mail.

export interface CancellationSettings {
  /** The project key the form files its notices under (content/contact.ts's cancellationProject). */
  project: string;
  /** The notice in days (content/offers.ts's terms.noticeDays): the cancellation takes effect that long after it is received. */
  noticeDays: number;
}

/**
 * The settings as the Edge Function's secret CONTACT_CANCELLATION holds
 * them: `{"project":"resiliation","noticeDays":30}` (docs/supabase.md writes
 * it from the content).
 */
export function parseCancellationSettings(json: string): CancellationSettings {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = undefined;
  }
  const settings = value as Partial<CancellationSettings> | undefined;
  if (
    typeof settings !== 'object' ||
    settings === null ||
    typeof settings.project !== 'string' ||
    !Number.isInteger(settings.noticeDays) ||
    settings.noticeDays! < 0
  ) {
    throw new Error('CONTACT_CANCELLATION must be a JSON object such as {"project":"resiliation","noticeDays":30} (docs/supabase.md)');
  }
  return { project: settings.project, noticeDays: settings.noticeDays! };
}

const day = 86_400_000;

/** 'mardi 1er décembre 2026 à 10 h 05', in Paris; without the time: the day. */
function parisMoment(date: Date, withTime: boolean): string {
  const { day, time } = frenchClock(date, 'Europe/Paris');
  return withTime ? `${day} à ${time}` : day;
}

/** The receipt this request's sender gets when it is a cancellation (filed under `cancellation.project`); undefined otherwise. */
export function cancellationReceipt(record: ContactRecord, settings: EmailSettings): ContactEmail | undefined {
  const { cancellation } = settings;
  if (!cancellation || record.project !== cancellation.project || !isEmailAddress(record.email)) return undefined;
  const name = flattenHeaderText(record.name);
  const received = new Date(record.created_at);
  const { noticeDays } = cancellation;
  const effective = new Date(received.getTime() + noticeDays * day);
  const subject = `Votre résiliation est bien reçue (${settings.brand})`;
  const before = [
    name ? `Bonjour ${name},` : 'Bonjour,',
    `Nous avons bien reçu votre résiliation le ${parisMoment(received, true)} (heure de Paris).`,
    `Elle prend effet le ${parisMoment(effective, false)}, au terme du préavis de ${noticeDays}\u00a0jours.`,
    'Ce que vous nous avez envoyé\u202f:',
  ];
  const after = ['Cet e-mail vaut accusé de réception\u202f: conservez-le. Pour toute question, répondez simplement à cet e-mail.', settings.brand];
  return {
    from: { email: settings.from, name: settings.brand },
    to: { email: record.email, ...(name ? { name } : {}) },
    replyTo: { email: settings.to, name: settings.brand },
    subject,
    text: `${[...before, record.message, ...after].join('\n\n')}\n`,
    html: `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
${before.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<div dir="auto" style="white-space:pre-wrap;border-left:3px solid #6d28d9;padding-left:12px">${escapeHtml(record.message)}</div>
${after.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body>
</html>
`,
  };
}
