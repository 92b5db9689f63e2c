import ICAL from 'ical.js';
import { instantOnClock, isKnownTimeZone } from './zoned-time.ts';

// The owner's busy times from an iCalendar file (RFC 5545), the private
// address that Google Calendar, Outlook and iCloud give. ical.js reads the
// file and expands recurrences (RRULE, RDATE, EXDATE, RECURRENCE-ID, time
// zones); this module decides what counts as busy and keeps only start and
// end: no title, no guest, no place leaves it. Web APIs only: the Edge
// Function (Deno, `npm:ical.js` through supabase/functions/deno.json) and
// the local server (Node) run this very file.

export interface BusyRange {
  start: Date;
  end: Date;
}

export interface BusyWindow {
  from: Date;
  to: Date;
  /** The owner's zone: all-day events and times without a zone are read on this clock. */
  timeZone: string;
  /** Occurrences one event may be expanded to before `to`: 20,000 unless said. */
  maxOccurrences?: number;
}

/**
 * Occurrences one event may be expanded to before `to`: a daily meeting
 * since 1990 is about 13,000; a rule repeating every minute would never
 * end, and stops the import with an error instead.
 */
const maxOccurrences = 20_000;
const day = 86_400_000;

type Time = InstanceType<typeof ICAL.Time>;
type Vevent = InstanceType<typeof ICAL.Component>;

/** Every busy range of `icsText` that overlaps [from, to], merged where they touch, by start. */
export function busyTimes(icsText: string, window: BusyWindow): BusyRange[] {
  if (!isKnownTimeZone(window.timeZone)) throw new Error(`Unknown time zone "${window.timeZone}": give an IANA name such as Europe/Paris.`);
  const calendar = parseCalendar(icsText);
  const from = window.from.getTime();
  const to = window.to.getTime();
  const limit = window.maxOccurrences ?? maxOccurrences;
  const ranges: Array<{ start: number; end: number }> = [];
  const keep = (item: Vevent, start: Time, end: Time) => {
    if (!isBusy(item)) return;
    const range = { start: instantOf(start, item, window.timeZone), end: instantOf(end, item, window.timeZone) };
    if (range.end > range.start && range.start <= to && range.end >= from) ranges.push(range);
  };
  for (const [uid, components] of groupByUid(calendar.getAllSubcomponents('vevent'))) {
    const master = components.find((component) => !component.hasProperty('recurrence-id'));
    const overrides = components.filter((component) => component.hasProperty('recurrence-id'));
    if (!master) {
      for (const override of overrides) {
        const event = new ICAL.Event(override);
        keep(override, event.startDate, event.endDate);
      }
      continue;
    }
    const event = new ICAL.Event(master, { exceptions: overrides, strictExceptions: true });
    if (!event.startDate) throw new Error(`Event ${describe(uid)} has no DTSTART: every event needs a start.`);
    if (!event.isRecurring()) {
      keep(master, event.startDate, event.endDate);
      continue;
    }
    const reached = new Set<Vevent>();
    // Years of past occurrences are skipped without reading them (the function has seconds of CPU); a day's margin covers clock changes.
    const pastBefore = from - event.duration.toSeconds() * 1000 - day;
    const occurrences = event.iterator();
    for (let count = 0, next = occurrences.next(); next; next = occurrences.next()) {
      if (++count > limit) {
        throw new Error(`Event ${describe(uid)} repeats more than ${limit} times before ${window.to.toISOString()}: its RRULE is too frequent to be read.`);
      }
      const startsAt = instantOf(next, master, window.timeZone);
      if (startsAt > to) break;
      if (overrides.length === 0 && startsAt < pastBefore) continue;
      const details = event.getOccurrenceDetails(next);
      reached.add(details.item.component);
      keep(details.item.component, details.startDate, details.endDate);
    }
    // An occurrence moved into the window from beyond it, or one the rule no longer makes: as the calendar shows it.
    for (const override of overrides) {
      if (reached.has(override)) continue;
      const moved = new ICAL.Event(override);
      keep(override, moved.startDate, moved.endDate);
    }
  }
  return mergeRanges(ranges).map((range) => ({ start: new Date(range.start), end: new Date(range.end) }));
}

function parseCalendar(icsText: string): Vevent {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(icsText);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Not an iCalendar file (${reason}); it starts with ${JSON.stringify(icsText.trimStart().slice(0, 40))}.`);
  }
  // A file of several calendars is read as its first.
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  if (!Array.isArray(first) || first[0] !== 'vcalendar') {
    throw new Error(`Not an iCalendar file: expected BEGIN:VCALENDAR, the file starts with ${JSON.stringify(icsText.trimStart().slice(0, 40))}.`);
  }
  return new ICAL.Component(first as unknown as ConstructorParameters<typeof ICAL.Component>[0]);
}

function groupByUid(events: Vevent[]): Map<string, Vevent[]> {
  const groups = new Map<string, Vevent[]>();
  events.forEach((event, index) => {
    // An event without a UID is alone in its group.
    const uid = String(event.getFirstPropertyValue('uid') ?? `#${index + 1} (no UID)`);
    groups.set(uid, [...(groups.get(uid) ?? []), event]);
  });
  return groups;
}

const describe = (uid: string) => JSON.stringify(uid.slice(0, 80));

/** Free (TRANSP:TRANSPARENT) and cancelled events take no time. */
function isBusy(event: Vevent): boolean {
  const transparency = String(event.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase();
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

/**
 * The instant of a time of `event`: UTC and zoned times (TZID with its
 * VTIMEZONE) as ical.js reads them; a date (an all-day event) at midnight,
 * and a floating time, on the clock of the TZID if Intl knows it without a
 * VTIMEZONE, else on the owner's.
 */
function instantOf(time: Time, event: Vevent, ownerZone: string): number {
  if (!time.isDate && time.zone && time.zone.tzid !== 'floating') return time.toUnixTime() * 1000;
  const tzid = time.isDate ? undefined : event.getFirstProperty('dtstart')?.getParameter('tzid');
  const zone = typeof tzid === 'string' && isKnownTimeZone(tzid) ? tzid : ownerZone;
  const wall = { year: time.year, month: time.month, day: time.day, hour: 0, minute: 0, second: 0 };
  return instantOnClock(time.isDate ? wall : { ...wall, hour: time.hour, minute: time.minute, second: time.second }, zone);
}

function mergeRanges(ranges: Array<{ start: number; end: number }>): Array<{ start: number; end: number }> {
  const merged: Array<{ start: number; end: number }> = [];
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}
