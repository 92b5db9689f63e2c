import { describe, expect, test } from 'vitest';
import { busyTimes } from './busy-times.ts';

// Calendars as Google Calendar, Outlook and iCloud export them: CRLF lines,
// a VTIMEZONE for each TZID, UTC stamps. Paris changes clock on 29 March
// 2026 (02:00 → 03:00) and 25 October 2026 (03:00 → 02:00).

const parisZone = (tzid: string) => [
  'BEGIN:VTIMEZONE',
  `TZID:${tzid}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'X-WR-TIMEZONE:Europe/Paris',
    ...parisZone('Europe/Paris'),
    ...events.flatMap((lines) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const year2026 = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z'), timeZone: 'Europe/Paris' };
const read = (ics: string, window = year2026) => busyTimes(ics, window).map((range) => [range.start.toISOString(), range.end.toISOString()]);

describe('busy times of an iCalendar file', () => {
  test('a weekly meeting at 10:00 in Paris stays at 10:00 across the spring change of clock (COUNT)', () => {
    const ics = calendar([
      'UID:equipe@google.com',
      'SUMMARY:Point équipe',
      'DTSTART;TZID=Europe/Paris:20260317T100000',
      'DTEND;TZID=Europe/Paris:20260317T110000',
      'RRULE:FREQ=WEEKLY;COUNT=4',
    ]);
    expect(read(ics)).toEqual([
      ['2026-03-17T09:00:00.000Z', '2026-03-17T10:00:00.000Z'],
      ['2026-03-24T09:00:00.000Z', '2026-03-24T10:00:00.000Z'],
      ['2026-03-31T08:00:00.000Z', '2026-03-31T09:00:00.000Z'],
      ['2026-04-07T08:00:00.000Z', '2026-04-07T09:00:00.000Z'],
    ]);
  });

  test('across the autumn change (UNTIL), with an exception date, a moved occurrence and a cancelled one', () => {
    const ics = calendar(
      [
        'UID:client@google.com',
        'SUMMARY:Suivi client',
        'DTSTART;TZID=Europe/Paris:20261013T140000',
        'DTEND;TZID=Europe/Paris:20261013T150000',
        'RRULE:FREQ=WEEKLY;UNTIL=20261110T225959Z',
        'EXDATE;TZID=Europe/Paris:20261020T140000',
      ],
      // 27 October moved to Wednesday 28 at 16:30, longer.
      [
        'UID:client@google.com',
        'RECURRENCE-ID;TZID=Europe/Paris:20261027T140000',
        'SUMMARY:Suivi client (déplacé)',
        'DTSTART;TZID=Europe/Paris:20261028T163000',
        'DTEND;TZID=Europe/Paris:20261028T180000',
      ],
      ['UID:client@google.com', 'RECURRENCE-ID:20261103T130000Z', 'STATUS:CANCELLED', 'DTSTART:20261103T130000Z', 'DTEND:20261103T140000Z'],
    );
    expect(read(ics)).toEqual([
      ['2026-10-13T12:00:00.000Z', '2026-10-13T13:00:00.000Z'],
      ['2026-10-28T15:30:00.000Z', '2026-10-28T17:00:00.000Z'],
      ['2026-11-10T13:00:00.000Z', '2026-11-10T14:00:00.000Z'],
    ]);
  });

  test('an occurrence moved from beyond the window into it counts, one moved out of it does not', () => {
    const ics = calendar(
      ['UID:mensuel', 'DTSTART:20260105T090000Z', 'DTEND:20260105T100000Z', 'RRULE:FREQ=MONTHLY;COUNT=3'],
      ['UID:mensuel', 'RECURRENCE-ID:20260305T090000Z', 'DTSTART:20260110T090000Z', 'DTEND:20260110T100000Z'],
      ['UID:mensuel', 'RECURRENCE-ID:20260205T090000Z', 'DTSTART:20260405T090000Z', 'DTEND:20260405T100000Z'],
    );
    expect(read(ics, { ...year2026, to: new Date('2026-02-28T00:00:00Z') })).toEqual([
      ['2026-01-05T09:00:00.000Z', '2026-01-05T10:00:00.000Z'],
      ['2026-01-10T09:00:00.000Z', '2026-01-10T10:00:00.000Z'],
    ]);
  });

  test('an all-day event takes the whole day on the owner’s clock, a multi-day one every day until its end', () => {
    const ics = calendar(
      ['UID:ferie', 'SUMMARY:Pont', 'DTSTART;VALUE=DATE:20260714', 'DTEND;VALUE=DATE:20260715'],
      ['UID:salon', 'SUMMARY:Salon', 'DTSTART;VALUE=DATE:20261124', 'DTEND;VALUE=DATE:20261126'],
      ['UID:seul', 'DTSTART;VALUE=DATE:20260102'],
    );
    expect(read(ics)).toEqual([
      ['2026-01-01T23:00:00.000Z', '2026-01-02T23:00:00.000Z'],
      ['2026-07-13T22:00:00.000Z', '2026-07-14T22:00:00.000Z'],
      ['2026-11-23T23:00:00.000Z', '2026-11-25T23:00:00.000Z'],
    ]);
    expect(read(ics, { ...year2026, timeZone: 'America/Montreal' })[1]).toEqual(['2026-07-14T04:00:00.000Z', '2026-07-15T04:00:00.000Z']);
  });

  test('an event marked free (TRANSP:TRANSPARENT) or cancelled takes no time; tentative does', () => {
    const ics = calendar(
      ['UID:libre', 'TRANSP:TRANSPARENT', 'DTSTART:20260601T080000Z', 'DTEND:20260601T090000Z'],
      ['UID:annule', 'STATUS:CANCELLED', 'DTSTART:20260602T080000Z', 'DTEND:20260602T090000Z'],
      ['UID:annule-serie', 'STATUS:CANCELLED', 'DTSTART:20260603T080000Z', 'DTEND:20260603T090000Z', 'RRULE:FREQ=DAILY'],
      ['UID:peut-etre', 'STATUS:TENTATIVE', 'TRANSP:OPAQUE', 'DTSTART:20260604T080000Z', 'DTEND:20260604T090000Z'],
    );
    expect(read(ics)).toEqual([['2026-06-04T08:00:00.000Z', '2026-06-04T09:00:00.000Z']]);
  });

  test('a floating time is read on the owner’s clock, a DURATION stands for DTEND, a TZID without VTIMEZONE on its own clock', () => {
    const ics = calendar(
      ['UID:flottant', 'DTSTART:20260115T093000', 'DTEND:20260115T100000'],
      ['UID:duree', 'DTSTART;TZID=Europe/Paris:20260716T090000', 'DURATION:PT1H30M'],
      ['UID:new-york', 'DTSTART;TZID=America/New_York:20260210T090000', 'DTEND;TZID=America/New_York:20260210T093000'],
    );
    expect(read(ics)).toEqual([
      ['2026-01-15T08:30:00.000Z', '2026-01-15T09:00:00.000Z'],
      ['2026-02-10T14:00:00.000Z', '2026-02-10T14:30:00.000Z'],
      ['2026-07-16T07:00:00.000Z', '2026-07-16T08:30:00.000Z'],
    ]);
  });

  test('an Outlook calendar with a Windows zone name and its VTIMEZONE', () => {
    const ics = calendar().replace(
      'END:VCALENDAR',
      [
        ...parisZone('Romance Standard Time'),
        'BEGIN:VEVENT',
        'UID:040000008200E00074C5B7101A82E008',
        'DTSTART;TZID=Romance Standard Time:20260330T090000',
        'DTEND;TZID=Romance Standard Time:20260330T093000',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    expect(read(ics)).toEqual([['2026-03-30T07:00:00.000Z', '2026-03-30T07:30:00.000Z']]);
  });

  // Nearly two years of a daily rule read before the window: a second alone, more on a busy machine.
  test('only ranges meeting the window, and an endless rule expanded up to its end only', { timeout: 30_000 }, () => {
    const ics = calendar(
      ['UID:quotidien', 'DTSTART;TZID=Europe/Paris:20250106T123000', 'DTEND;TZID=Europe/Paris:20250106T133000', 'RRULE:FREQ=DAILY'],
      ['UID:ancien', 'DTSTART:20250601T080000Z', 'DTEND:20250601T090000Z'],
    );
    const window = { from: new Date('2026-12-01T12:00:00Z'), to: new Date('2026-12-03T12:00:00Z'), timeZone: 'Europe/Paris' };
    expect(read(ics, window)).toEqual([
      ['2026-12-01T11:30:00.000Z', '2026-12-01T12:30:00.000Z'],
      ['2026-12-02T11:30:00.000Z', '2026-12-02T12:30:00.000Z'],
      ['2026-12-03T11:30:00.000Z', '2026-12-03T12:30:00.000Z'],
    ]);
  });

  test('a rule too frequent to expand stops with an error naming the event', () => {
    const ics = calendar(['UID:chaque-minute', 'DTSTART:20260101T000000Z', 'DTEND:20260101T000030Z', 'RRULE:FREQ=MINUTELY']);
    expect(() => busyTimes(ics, { ...year2026, maxOccurrences: 500 })).toThrow(
      `Event "chaque-minute" repeats more than 500 times before 2027-01-01T00:00:00.000Z`,
    );
  });

  test('overlapping events are merged; another series’ exception does not touch this one', () => {
    const ics = calendar(
      ['UID:a', 'DTSTART:20260301T080000Z', 'DTEND:20260301T090000Z', 'RRULE:FREQ=DAILY;COUNT=2'],
      ['UID:b', 'DTSTART:20260301T083000Z', 'DTEND:20260301T093000Z', 'RRULE:FREQ=DAILY;COUNT=2'],
      ['UID:b', 'RECURRENCE-ID:20260302T083000Z', 'STATUS:CANCELLED', 'DTSTART:20260302T083000Z', 'DTEND:20260302T093000Z'],
    );
    expect(read(ics)).toEqual([
      ['2026-03-01T08:00:00.000Z', '2026-03-01T09:30:00.000Z'],
      ['2026-03-02T08:00:00.000Z', '2026-03-02T09:00:00.000Z'],
    ]);
  });

  test('a file that is not a calendar is refused with a clear reason', () => {
    expect(() => read('<!DOCTYPE html><html><body>Sign in</body></html>')).toThrow(/^Not an iCalendar file \(.+\); it starts with "<!DOCTYPE html>/);
    expect(() => read('BEGIN:VEVENT\r\nDTSTART:20260101T000000Z\r\nEND:VEVENT\r\n')).toThrow(
      'Not an iCalendar file: expected BEGIN:VCALENDAR, the file starts with "BEGIN:VEVENT',
    );
    expect(() => read('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260101T000000Z\r\n')).toThrow(/^Not an iCalendar file/);
    expect(() => read(calendar(['UID:sans-debut', 'SUMMARY:Oubli']))).toThrow('Event "sans-debut" has no DTSTART');
    expect(() => busyTimes(calendar(), { ...year2026, timeZone: 'Paris' })).toThrow('Unknown time zone "Paris"');
  });
});
