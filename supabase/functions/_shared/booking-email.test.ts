import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { describe, expect, test } from 'vitest';
import { buildVisitorBookingEmail, describeSlot, readBookingNotice, withBooking, type BookingNotice } from './booking-email.ts';
import { buildContactEmail } from './contact-email.ts';
import type { ContactRecord, EmailSettings } from './contact-email.ts';
import { formatEml } from './eml.ts';
import { handleNotifyRequest, secretHeader } from './notify-handler.ts';
import { spyDependencies } from '../../../tests/fixtures/notify-deps.ts';

// The e-mails of a free call, read back as a mail program and a calendar
// would: the .eml by mailparser, the invitation by ical.js.

const settings: EmailSettings = {
  brand: 'Éclosion Web',
  from: 'ne-pas-repondre@eclosion-web.fr',
  to: 'contact@eclosion-web.fr',
  projects: { 'appel-gratuit': 'Appel gratuit réservé' },
  siteUrl: 'https://www.eclosion-web.fr',
};

const record: ContactRecord = {
  id: 12,
  created_at: '2026-10-20T08:00:00.000Z',
  // Every character iCalendar escapes, and a line break a header must not keep.
  name: 'Zoé, « L’Atelier »; \\ Fleurs\nCie',
  email: 'zoe@exemple.fr',
  phone: '06 12 34 56 78',
  project: 'appel-gratuit',
  message: 'Free call booked: …',
  source_page: '/',
};

const token = '0f8e7a52-5d0c-4d36-9d43-3f4b2c1a9e77';
// Tuesday 27 October 2026, 14:30 in Paris: winter time began two days before (UTC+1).
const booked: BookingNotice = {
  id: 5,
  event: 'booked',
  start: new Date('2026-10-27T13:30:00Z'),
  end: new Date('2026-10-27T14:00:00Z'),
  timeZone: 'Europe/Paris',
  cancelToken: token,
};
const cancelled: BookingNotice = { ...booked, event: 'cancelled', cancelToken: null };

const parseMail = (email: ReturnType<typeof buildVisitorBookingEmail>) =>
  simpleParser(formatEml(email, { date: new Date('2026-10-20T08:00:01Z'), messageId: 'b-1' }));

function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    status: vevent.getFirstPropertyValue('status'),
    attendee: vevent.getFirstProperty('attendee')?.getParameter('cn'),
  };
}

describe('the slot, in French', () => {
  test('on the owner’s clock, across the change of time, with no-break spaces', () => {
    expect(describeSlot(booked)).toBe('mardi 27\u00a0octobre 2026, de 14\u00a0h\u00a030 à 15\u00a0h\u00a000 (heure de Paris)');
    expect(describeSlot({ ...booked, start: new Date('2026-12-01T08:00:00Z'), end: new Date('2026-12-01T08:30:00Z') })).toMatch(/^mardi 1er\u00a0décembre/);
  });
});

describe('the visitor’s confirmation', () => {
  test('says the slot, the number, the cancel link, and carries an invitation a calendar reads', async () => {
    const mail = await parseMail(buildVisitorBookingEmail(booked, record, settings));
    expect(mail.to).toMatchObject({ value: [{ address: 'zoe@exemple.fr' }] });
    expect(mail.replyTo).toMatchObject({ value: [{ address: settings.to }] });
    expect(mail.subject).toBe('Votre appel gratuit est réservé\u202f: mardi 27\u00a0octobre à 14\u00a0h\u00a030 (Éclosion Web)');
    expect(mail.text).toContain('mardi 27\u00a0octobre 2026, de 14\u00a0h\u00a030 à 15\u00a0h\u00a000 (heure de Paris)');
    expect(mail.text).toContain('au 06 12 34 56 78');
    expect(mail.text).toContain(`https://www.eclosion-web.fr/rendez-vous/annuler/#${token}`);
    expect(mail.html).toContain(`href="https://www.eclosion-web.fr/rendez-vous/annuler/#${token}"`);
    expect(mail.attachments).toHaveLength(1);
    const file = mail.attachments[0]!;
    expect(file.filename).toBe('appel-gratuit.ics');
    expect(file.contentType).toBe('text/calendar');
    const event = readCalendar(file.content.toString('utf8'));
    expect(event).toMatchObject({
      method: 'REQUEST',
      uid: 'appel-5@eclosion-web.fr',
      start: '2026-10-27T13:30:00.000Z',
      end: '2026-10-27T14:00:00.000Z',
      status: 'CONFIRMED',
      // Commas, semicolons and backslashes come back as typed; the line break is a space.
      attendee: 'Zoé, « L’Atelier »; \\ Fleurs Cie',
    });
    expect(event.summary).toContain('Zoé, « L’Atelier »; \\ Fleurs Cie');
  });

  test('every line of the invitation fits in 75 octets, folded, never inside a character', () => {
    const long = { ...record, name: 'É'.repeat(90) };
    const text = buildVisitorBookingEmail(booked, long, settings).attachments![0]!.content;
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(readCalendar(text).attendee).toBe('É'.repeat(90));
  });

  test('without a phone number, asks for one', async () => {
    const mail = await parseMail(buildVisitorBookingEmail(booked, { ...record, phone: null }, settings));
    expect(mail.text).toContain('répondez à cet e-mail pour nous donner votre numéro');
  });
});

describe('a cancelled call', () => {
  test('the visitor is told, and the calendar file removes the same event', async () => {
    const mail = await parseMail(buildVisitorBookingEmail(cancelled, record, settings));
    expect(mail.subject).toBe('Votre appel gratuit du mardi 27\u00a0octobre à 14\u00a0h\u00a030 est annulé (Éclosion Web)');
    expect(mail.text).toContain('https://www.eclosion-web.fr/#rendez-vous');
    expect(mail.text).not.toContain('annuler/#');
    const event = readCalendar(mail.attachments[0]!.content.toString('utf8'));
    expect(event).toMatchObject({ method: 'CANCEL', uid: 'appel-5@eclosion-web.fr', status: 'CANCELLED' });
    expect(event.sequence).toBeGreaterThan(readCalendar(buildVisitorBookingEmail(booked, record, settings).attachments![0]!.content).sequence);
  });

  test('the owner’s e-mail says booked, then cancelled, and when; its file adds the call, then cancels it', () => {
    const owner = (notice: BookingNotice) => withBooking(buildContactEmail(record, settings), notice, record, settings);
    expect(owner(booked).subject).toBe(
      'Appel gratuit réservé\u202f: Zoé, « L’Atelier »; \\ Fleurs Cie — mardi 27\u00a0octobre 2026 à 14\u00a0h\u00a030 (Éclosion Web)',
    );
    expect(owner(cancelled).subject).toMatch(/^Appel gratuit annulé\u202f: /);
    expect(readCalendar(owner(booked).attachments![0]!.content)).toMatchObject({ method: 'PUBLISH', status: 'CONFIRMED' });
    expect(readCalendar(owner(cancelled).attachments![0]!.content)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
  });
});

describe('the booking in the payload', () => {
  const booking = {
    id: 5,
    event: 'booked',
    starts_at: '2026-10-27T13:30:00+00:00',
    ends_at: '2026-10-27T14:00:00+00:00',
    time_zone: 'Europe/Paris',
    cancel_token: token,
  };

  test('is read as the database writes it', () => {
    expect(readBookingNotice({ booking })).toEqual(booked);
    expect(readBookingNotice({ booking: { ...booking, cancel_token: null } })?.cancelToken).toBeNull();
  });

  test.each([
    ['no booking', {}],
    ['a null booking', { booking: null }],
    ['an unknown event', { booking: { ...booking, event: 'moved' } }],
    ['a date that is none', { booking: { ...booking, starts_at: 'demain' } }],
  ])('%s: none', (_, payload) => {
    expect(readBookingNotice(payload)).toBeUndefined();
  });
});

describe('the handler, for a booked call', () => {
  const deps = () => spyDependencies(settings);
  const payload = (patch: Record<string, unknown> = {}) => ({
    type: 'INSERT',
    record,
    owner_notified: false,
    visitor_notified: false,
    booking: {
      id: 5,
      event: 'booked',
      starts_at: booked.start.toISOString(),
      ends_at: booked.end.toISOString(),
      time_zone: 'Europe/Paris',
      cancel_token: token,
    },
    ...patch,
  });
  const call = (body: unknown, d: ReturnType<typeof deps>) =>
    handleNotifyRequest(new Request('http://localhost/', { method: 'POST', headers: { [secretHeader]: 's3cret' }, body: JSON.stringify(body) }), d);
  const recipients = (d: ReturnType<typeof deps>) => d.send.mock.calls.map(([email]) => email.to.email);

  test('e-mails the owner with the event, then the visitor, recording each', async () => {
    const d = deps();
    expect((await call(payload(), d)).status).toBe(200);
    expect(recipients(d)).toEqual([settings.to, record.email]);
    expect(d.send.mock.calls[0]![0].attachments?.map((file) => file.contentType)).toEqual(['text/calendar; method=PUBLISH']);
    expect(d.recordSent.mock.calls).toEqual([
      [12, 'owner'],
      [12, 'visitor'],
    ]);
    expect(d.record).toHaveBeenCalledWith(12, { ok: true });
  });

  test('when the visitor’s e-mail fails, the owner has theirs, and the retry sends only the visitor’s', async () => {
    const d = deps();
    d.send.mockImplementation(async (email) => {
      if (email.to.email === record.email) throw new Error('Brevo answered 400');
    });
    expect((await call(payload(), d)).status).toBe(502);
    expect(d.recordSent.mock.calls).toEqual([[12, 'owner']]);
    expect(d.record).toHaveBeenCalledWith(12, { ok: false, error: "the visitor's e-mail: Brevo answered 400" });

    const retry = deps();
    expect((await call(payload({ owner_notified: true }), retry)).status).toBe(200);
    expect(recipients(retry)).toEqual([record.email]);
  });

  test('when the owner’s e-mail fails, nothing is recorded as sent and the visitor waits', async () => {
    const d = deps();
    d.send.mockRejectedValueOnce(new Error('Brevo answered 500'));
    expect((await call(payload(), d)).status).toBe(502);
    expect(recipients(d)).toEqual([settings.to]);
    expect(d.recordSent).not.toHaveBeenCalled();
  });

  test('a booking cancelled before its confirmation went out sends the visitor nothing more', async () => {
    const d = deps();
    await call(payload({ booking: { ...payload().booking, cancel_token: null } }), d);
    expect(recipients(d)).toEqual([settings.to]);
  });
});
