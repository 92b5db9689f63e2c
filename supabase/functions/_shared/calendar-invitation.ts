import type { Mailbox } from './contact-email.ts';
import { flattenHeaderText } from './contact-email.ts';

// A booked call as an iCalendar file (RFC 5545), attached to the e-mails:
// an invitation the visitor's calendar adds (REQUEST), the same event for
// the owner's (PUBLISH), and its cancellation (CANCEL, same UID, next
// sequence), which removes it. Web APIs only, like the rest of _shared.

export type CalendarMethod = 'REQUEST' | 'PUBLISH' | 'CANCEL';

export interface CalendarEvent {
  method: CalendarMethod;
  /** Stable for one booking, so the cancellation finds the invitation. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: Mailbox;
  attendee?: Mailbox;
  /** When the file is written (DTSTAMP). */
  now: Date;
}

/** 20261208T133000Z */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, '\\$&')
    .replace(/\n/g, '\\n');

/** A parameter value (a name): one line, quoted, without the quote itself. */
const parameterValue = (value: string) => `"${flattenHeaderText(value).replace(/"/g, "'")}"`;

/** Content lines longer than 75 octets are folded: CRLF and one space, never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets, the next ones 74 after their space.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

const mailto = (mailbox: Mailbox) => `mailto:${flattenHeaderText(mailbox.email)}`;

export function formatCalendar(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Prise de rendez-vous//Appel gratuit//FR',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.now)}`,
    `SEQUENCE:${cancelled ? 1 : 0}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${parameterValue(event.organizer.name ?? event.organizer.email)}:${mailto(event.organizer)}`,
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${parameterValue(event.attendee.name ?? event.attendee.email)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(event.attendee)}`,
        ]
      : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
