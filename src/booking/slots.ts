import type { Availability } from './booking.schema.ts';
import { weekdays } from './weekdays.ts';
import { addDays, instantOf, wallTimeAt } from '../../supabase/functions/_shared/zoned-time.ts';

// The free slots of the call, from the owner's availability and what is
// busy. One function for the slot picker, the local stand-in and the tests;
// the database checks the same rules (supabase/migrations/*_booking.sql).
//
// A slot starts at a window's start plus a whole number of (call + buffer):
// the grid the database checks. A slot is offered when it ends within its
// window, starts at least `noticeHours` from now, falls on a day up to
// `horizonDays` after today (the owner's today), not on a day off, and
// neither it nor the buffer around it meets a busy time.

/** A half-open interval [start, end) of instants, in milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

const minute = 60_000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Every slot of the grid from the owner's today to the horizon, busy or not (the notice is not applied). */
export function gridSlots(availability: Availability, now: number): Interval[] {
  const { timeZone, callMinutes, bufferMinutes, horizonDays, weeklyHours, daysOff } = availability;
  const today = wallTimeAt(now, timeZone).date;
  const off = new Set(daysOff);
  const slots: Interval[] = [];
  for (let offset = 0; offset <= horizonDays; offset++) {
    const date = addDays(today, offset);
    if (off.has(date)) continue;
    // The weekday of a calendar date does not depend on the zone: read it at noon UTC.
    const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
    for (const window of weeklyHours[weekdays[weekday]!]) {
      const last = minutesOf(window.to) - callMinutes;
      for (let at = minutesOf(window.from); at <= last; at += callMinutes + bufferMinutes) {
        const start = instantOf(date, at, timeZone);
        // A start in the hour skipped when summer time begins is not a slot (nor in the database).
        if (start !== undefined) slots.push({ start, end: start + callMinutes * minute });
      }
    }
  }
  return slots;
}

/** Whether two half-open intervals share an instant. */
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The slots a visitor may book now, in time order. `busy`: booked calls and the owner's busy times. */
export function freeSlots(availability: Availability, busy: readonly Interval[], now: number): Interval[] {
  const earliest = now + availability.noticeHours * 60 * minute;
  const buffer = availability.bufferMinutes * minute;
  return gridSlots(availability, now).filter(
    (slot) => slot.start >= earliest && !busy.some((taken) => overlaps({ start: slot.start - buffer, end: slot.end + buffer }, taken)),
  );
}

/** The first `count` free slots from `after` on (the choice offered when a slot was just taken). */
export function nextFreeSlots(availability: Availability, busy: readonly Interval[], now: number, after: number, count = 3): Interval[] {
  return freeSlots(availability, busy, now)
    .filter((slot) => slot.start >= after)
    .slice(0, count);
}
