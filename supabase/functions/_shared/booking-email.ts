import { formatCalendar, type CalendarMethod } from './calendar-invitation.ts';
import { frenchClock } from './french-time.ts';
import { cityOf } from './zoned-time.ts';
import { escapeHtml, flattenHeaderText, isEmailAddress, type Attachment, type ContactEmail, type ContactRecord, type EmailSettings } from './contact-email.ts';

// The e-mails of a free call: the visitor's confirmation (the invitation
// and the cancel link) or cancellation notice, and the calendar file the
// owner's e-mail carries. The database gives the booking with the request
// (private.contact_notification_payload).

export interface BookingNotice {
  id: number;
  event: 'booked' | 'cancelled';
  start: Date;
  end: Date;
  /** The owner's clock (content/booking.ts). */
  timeZone: string;
  /** The secret of the cancel link; null once the call is cancelled. */
  cancelToken: string | null;
}

/** The `booking` of the payload, checked field by field; undefined when the request is no booking's. */
export function readBookingNotice(payload: unknown): BookingNotice | undefined {
  const booking = typeof payload === 'object' && payload !== null ? (payload as { booking?: unknown }).booking : undefined;
  if (typeof booking !== 'object' || booking === null) return undefined;
  const row = booking as Record<string, unknown>;
  const id = typeof row.id === 'number' ? row.id : typeof row.id === 'string' && /^\d+$/.test(row.id) ? Number(row.id) : undefined;
  const start = typeof row.starts_at === 'string' ? new Date(row.starts_at) : undefined;
  const end = typeof row.ends_at === 'string' ? new Date(row.ends_at) : undefined;
  const event = row.event === 'booked' || row.event === 'cancelled' ? row.event : undefined;
  const token = typeof row.cancel_token === 'string' && /^[0-9a-f-]{36}$/i.test(row.cancel_token) ? row.cancel_token : null;
  if (id === undefined || !start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || !event || typeof row.time_zone !== 'string') {
    return undefined;
  }
  return { id, event, start, end, timeZone: row.time_zone, cancelToken: token };
}

/** 'mardi 8 décembre 2026, de 14 h 30 à 15 h 00 (heure de Paris)'. */
export function describeSlot(booking: Pick<BookingNotice, 'start' | 'end' | 'timeZone'>): string {
  const start = frenchClock(booking.start, booking.timeZone);
  const end = frenchClock(booking.end, booking.timeZone);
  return `${start.day}, de ${start.time} à ${end.time} (heure de ${cityOf(booking.timeZone)})`;
}

/** Where the visitor cancels: the secret in the fragment, which no server and no log ever receives. */
function cancelLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/rendez-vous/annuler/#${token}`;
}

const bookingLink = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/#rendez-vous`;

function calendarFile(method: CalendarMethod, booking: BookingNotice, record: ContactRecord, settings: EmailSettings, now: Date): Attachment {
  const domain = settings.from.split('@')[1] ?? 'localhost';
  const visitor = { email: record.email, name: flattenHeaderText(record.name) || record.email };
  return {
    filename: 'appel-gratuit.ics',
    contentType: `text/calendar; method=${method}`,
    content: formatCalendar({
      method,
      uid: `appel-${booking.id}@${domain}`,
      start: booking.start,
      end: booking.end,
      summary: `Appel gratuit ${settings.brand} — ${visitor.name}`,
      description: [
        `Appel gratuit réservé sur ${settings.siteUrl}.`,
        record.phone ? `Téléphone : ${record.phone}` : 'Pas de numéro donné : répondre à l’e-mail de confirmation.',
      ].join('\n'),
      organizer: { email: settings.to, name: settings.brand },
      ...(method === 'PUBLISH' ? {} : { attendee: visitor }),
      now,
    }),
  };
}

/** The owner's e-mail of a booking's request: its subject says booked or cancelled, and when; the call is attached (the event to add, or its cancellation). */
export function withBooking(email: ContactEmail, booking: BookingNotice, record: ContactRecord, settings: EmailSettings, now = new Date()): ContactEmail {
  const { day, time } = frenchClock(booking.start, booking.timeZone);
  const what = booking.event === 'booked' ? 'Appel gratuit réservé' : 'Appel gratuit annulé';
  const name = flattenHeaderText(record.name) || record.email;
  return {
    ...email,
    subject: flattenHeaderText(`${what}\u202f: ${name} — ${day} à ${time} (${settings.brand})`),
    attachments: [calendarFile(booking.event === 'booked' ? 'PUBLISH' : 'CANCEL', booking, record, settings, now)],
  };
}

/** Whether the visitor is to be told: a booking still to come (with its cancel link), or a cancellation. */
export function visitorIsTold(booking: BookingNotice, record: ContactRecord): boolean {
  return isEmailAddress(record.email) && (booking.event === 'cancelled' || booking.cancelToken !== null);
}

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('\n');
const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;

/** The visitor's e-mail: the confirmation with the invitation and the cancel link, or the notice that the call is cancelled. */
export function buildVisitorBookingEmail(booking: BookingNotice, record: ContactRecord, settings: EmailSettings, now = new Date()): ContactEmail {
  const name = flattenHeaderText(record.name);
  const slot = describeSlot(booking);
  const greeting = name ? `Bonjour ${name},` : 'Bonjour,';
  const shortSlot = (() => {
    const { day, time } = frenchClock(booking.start, booking.timeZone);
    return `${day.replace(/ \d{4}$/, '')} à ${time}`;
  })();
  const rebook = bookingLink(settings.siteUrl);
  let subject: string;
  let text: string[];
  let html: string[];
  if (booking.event === 'booked' && booking.cancelToken) {
    const cancel = cancelLink(settings.siteUrl, booking.cancelToken);
    const how = record.phone
      ? `Nous vous appelons à l’heure dite au ${flattenHeaderText(record.phone)}.`
      : 'Nous vous appelons à l’heure dite : répondez à cet e-mail pour nous donner votre numéro, ou si vous préférez un appel en visio.';
    subject = `Votre appel gratuit est réservé\u202f: ${shortSlot} (${settings.brand})`;
    const intro = [
      greeting,
      `Votre appel gratuit avec ${settings.brand} est réservé\u202f: ${slot}.`,
      how,
      'L’invitation jointe (appel-gratuit.ics) l’ajoute à votre agenda.',
    ];
    const after = [
      'Pour toute question, répondez simplement à cet e-mail.',
      `Vous recevez cet e-mail parce que ce créneau a été réservé avec votre adresse sur ${settings.siteUrl}. Si ce n’est pas vous, annulez-le avec le lien ci-dessus.`,
    ];
    text = [...intro, `Un empêchement\u202f? Annulez l’appel ici, le créneau sera libéré\u202f: ${cancel}`, ...after];
    html = [
      ...intro.map(escapeHtml),
      `Un empêchement\u202f? <a href="${escapeHtml(cancel)}">Annuler l’appel</a>\u202f: le créneau sera libéré.`,
      ...after.map(escapeHtml),
    ];
  } else {
    subject = `Votre appel gratuit du ${shortSlot} est annulé (${settings.brand})`;
    const intro = [
      greeting,
      `Votre appel gratuit du ${slot} est annulé\u202f: le créneau est libéré.`,
      'Le fichier joint (appel-gratuit.ics) le retire de votre agenda.',
    ];
    const after = ['Pour toute question, répondez simplement à cet e-mail.'];
    text = [...intro, `Pour choisir un autre créneau\u202f: ${rebook}`, ...after];
    html = [...intro.map(escapeHtml), `Pour choisir un autre créneau\u202f: ${link(rebook)}`, ...after.map(escapeHtml)];
  }
  return {
    from: { email: settings.from, name: settings.brand },
    to: { email: record.email, ...(name ? { name } : {}) },
    replyTo: { email: settings.to, name: settings.brand },
    subject: flattenHeaderText(subject),
    text: `${[...text, settings.brand].join('\n\n')}\n`,
    html: `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
${paragraphs(html)}
<p>${escapeHtml(settings.brand)}</p>
</body>
</html>
`,
    attachments: [calendarFile(booking.event === 'booked' ? 'REQUEST' : 'CANCEL', booking, record, settings, now)],
  };
}
