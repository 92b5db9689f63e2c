import { availabilitySchema, type Availability } from '../../src/booking/booking.schema.ts';
import { gridSlots, type Interval } from '../../src/booking/slots.ts';
import { addDays, wallTimeAt } from '../../supabase/functions/_shared/zoned-time.ts';

// An availability of the tests' own (not the owner's content): every day
// from midnight to 23:59 in Paris, so that whatever the hour the tests run,
// slots exist soon and far, and one lies within the notice.

export const testAvailability: Availability = availabilitySchema.parse({
  timeZone: 'Europe/Paris',
  callMinutes: 30,
  bufferMinutes: 15,
  noticeHours: 1,
  horizonDays: 30,
  weeklyHours: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, [{ from: '00:00', to: '23:59' }]]),
  ),
  daysOff: [],
});

/** Slots of the grid on the Paris day `days` after today, as the picker computes them. */
export function slotsOnDay(days: number, availability: Availability = testAvailability, now = Date.now()): Interval[] {
  const day = addDays(wallTimeAt(now, availability.timeZone).date, days);
  return gridSlots(availability, now).filter((slot) => wallTimeAt(slot.start, availability.timeZone).date === day);
}

export const iso = (instant: number) => new Date(instant).toISOString();
