import * as z from 'zod';
import { template, text } from '../site/fields.ts';
import { weekdays, type Weekday } from './weekdays.ts';
import { isKnownTimeZone } from '../../supabase/functions/_shared/zoned-time.ts';

// The owner's availability for the free call (content/booking.ts). The
// slot picker, the local stand-in and the database (written from this file
// by `npm run booking:availability`) all read it; the database refuses a
// booking that is not one of the slots it describes.

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "expected a time of day as 'HH:MM', such as '09:30'" });
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const windowSchema = z
  .strictObject({ from: clock, to: clock })
  .refine(({ from, to }) => minutesOf(from) < minutesOf(to), { message: "'from' must come before 'to' (a window ends the day it starts)" });

const isoDay = z.iso.date({ message: "expected a day as 'YYYY-MM-DD'" });

const timeZone = z.string().refine(isKnownTimeZone, { message: "expected an IANA time zone such as 'Europe/Paris'" });

/** The rules of the slots alone: what the arithmetic and the database need. */
export const availabilitySchema = z
  .strictObject({
    /** Where the weekly hours are read (the owner's wall clock). */
    timeZone,
    /** Length of a call, in minutes. */
    callMinutes: z.int().min(5).max(240),
    /** Free time kept after each call, in minutes. */
    bufferMinutes: z.int().min(0).max(240),
    /** How soon a call can be booked: hours between now and its start. */
    noticeHours: z
      .int()
      .min(0)
      .max(24 * 14),
    /** How far ahead: the last day offered is today plus this many days. */
    horizonDays: z.int().min(1).max(120),
    /** Bookable windows of each weekday, in the owner's time zone; a day left empty offers nothing. */
    weeklyHours: z.strictObject(
      Object.fromEntries(weekdays.map((day) => [day, z.array(windowSchema).default([])])) as Record<Weekday, z.ZodDefault<z.ZodArray<typeof windowSchema>>>,
    ),
    /** Days with no call at all (holidays, leave), in the owner's time zone. */
    daysOff: z.array(isoDay).default([]),
  })
  .superRefine(({ weeklyHours, callMinutes }, context) => {
    for (const day of weekdays) {
      const windows = [...weeklyHours[day]].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
      windows.forEach((window, index) => {
        if (minutesOf(window.to) - minutesOf(window.from) < callMinutes)
          context.addIssue({ code: 'custom', path: ['weeklyHours', day, index], message: `shorter than one call (${callMinutes} minutes): no slot would fit` });
        const next = windows[index + 1];
        if (next && minutesOf(next.from) < minutesOf(window.to))
          context.addIssue({ code: 'custom', path: ['weeklyHours', day], message: `${window.from}–${window.to} overlaps ${next.from}–${next.to}: merge them` });
      });
    }
    if (weekdays.every((day) => weeklyHours[day].length === 0))
      context.addIssue({ code: 'custom', path: ['weeklyHours'], message: 'no weekday has hours: give at least one window, or visitors could never book' });
  });

export type Availability = z.output<typeof availabilitySchema>;

export const bookingContentSchema = z.strictObject({
  availability: availabilitySchema,
  /** What the slot picker says (French, typeset). */
  texts: z.strictObject({
    title: text,
    intro: text,
    /** When no slot is free in the whole horizon. */
    noSlot: text,
    /** The server HTML, and what a browser without JavaScript keeps: the contact form below is the way. */
    withoutScript: text,
    loading: text,
    /** The busy times could not be read (the database does not answer). */
    unavailable: text,
    /** Shown when the visitor's clock is not the owner's; {zone}: the visitor's time zone. */
    visitorZone: template('zone'),
    projectPlaceholder: text,
    /** {slot}: the day and time booked. */
    booked: template('slot'),
    /** The slot was taken meanwhile; the next free ones are offered below this text. */
    taken: text,
    /** The slot was taken and none is left; {email}: the site's. */
    takenNoOther: template('email'),
    /** Too many requests (the flood limits); {email}: the site's. */
    limited: template('email'),
    failed: text,
  }),
  /** The cancel page (/rendez-vous/annuler/), where the confirmation e-mail's link leads. */
  cancel: z.strictObject({
    title: text,
    description: text,
    intro: text,
    /** The server HTML, and what a browser without JavaScript keeps; {email}: the site's. */
    withoutScript: template('email'),
    button: text,
    /** {slot}: the day and time of the cancelled call. */
    cancelled: template('slot'),
    /** The link is used, unknown or the call has begun; {email}: the site's. */
    unknown: template('email'),
    /** The database did not answer; {email}: the site's. */
    failed: template('email'),
    /** The link back to the slot picker, after a cancellation. */
    rebook: text,
  }),
});

export type BookingTexts = z.output<typeof bookingContentSchema>['texts'];
export type CancelTexts = z.output<typeof bookingContentSchema>['cancel'];
export type BookingContentInput = z.input<typeof bookingContentSchema>;
