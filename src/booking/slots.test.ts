import { describe, expect, test } from 'vitest';
import { availabilitySchema, type Availability } from './booking.schema.ts';
import { labelSlots } from './slot-format.ts';
import { freeSlots, gridSlots, nextFreeSlots } from './slots.ts';
import { instantOf, offsetAt, wallTimeAt } from '../../supabase/functions/_shared/zoned-time.ts';

// Availability fixtures of the tests' own: the rules, not the owner's content.
const availability = (patch: Partial<Availability> = {}): Availability =>
  availabilitySchema.parse({
    timeZone: 'Europe/Paris',
    callMinutes: 30,
    bufferMinutes: 15,
    noticeHours: 0,
    horizonDays: 14,
    weeklyHours: { monday: [{ from: '09:00', to: '12:00' }], tuesday: [{ from: '14:00', to: '16:00' }], sunday: [{ from: '01:00', to: '04:00' }] },
    daysOff: [],
    ...patch,
  });
const at = (iso: string) => Date.parse(iso);
const paris = (slot: { start: number }) => {
  const wall = wallTimeAt(slot.start, 'Europe/Paris');
  return `${wall.date} ${String(Math.floor(wall.minutes / 60)).padStart(2, '0')}:${String(wall.minutes % 60).padStart(2, '0')}`;
};

describe('Paris wall time and instants', () => {
  test('winter is UTC+1 and summer UTC+2, on either side of each change', () => {
    expect(offsetAt(at('2026-03-29T00:59:00Z'), 'Europe/Paris')).toBe(3_600_000);
    expect(offsetAt(at('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe(7_200_000);
    expect(offsetAt(at('2026-10-25T00:59:00Z'), 'Europe/Paris')).toBe(7_200_000);
    expect(offsetAt(at('2026-10-25T01:00:00Z'), 'Europe/Paris')).toBe(3_600_000);
  });

  test('a wall time maps to the instant whose clock reads it, the hour skipped in spring to none', () => {
    expect(instantOf('2026-03-28', 9 * 60, 'Europe/Paris')).toBe(at('2026-03-28T08:00:00Z'));
    expect(instantOf('2026-03-30', 9 * 60, 'Europe/Paris')).toBe(at('2026-03-30T07:00:00Z'));
    expect(instantOf('2026-03-29', 2 * 60 + 30, 'Europe/Paris')).toBeUndefined();
    // The hour read twice in autumn: its second reading, in winter time, as PostgreSQL reads it.
    expect(instantOf('2026-10-25', 2 * 60 + 30, 'Europe/Paris')).toBe(at('2026-10-25T01:30:00Z'));
  });
});

describe('the free slots', () => {
  test('slots start on the grid of call plus buffer and end within their window', () => {
    const rules = availability();
    const slots = gridSlots(rules, at('2026-11-30T06:00:00Z')).filter((slot) => paris(slot).startsWith('2026-11-30'));
    expect(slots.map(paris)).toEqual(['2026-11-30 09:00', '2026-11-30 09:45', '2026-11-30 10:30', '2026-11-30 11:15']);
    for (const slot of slots) expect(slot.end - slot.start).toBe(30 * 60_000);
  });

  test('a 9:00 slot is 8:00 UTC in winter and 7:00 UTC in summer, on the Mondays around the spring change', () => {
    const slots = gridSlots(availability(), at('2026-03-20T12:00:00Z'));
    const nine = (day: string) => slots.find((slot) => paris(slot) === `${day} 09:00`)!.start;
    expect(new Date(nine('2026-03-23')).toISOString()).toBe('2026-03-23T08:00:00.000Z');
    expect(new Date(nine('2026-03-30')).toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  test('on the nights the clocks change, no slot is lost or doubled but those that do not exist', () => {
    const spring = gridSlots(availability(), at('2026-03-27T12:00:00Z')).filter((slot) => paris(slot).startsWith('2026-03-29'));
    // 01:00 to 04:00 on the clock, with 02:00–03:00 skipped: the grid's 02:30 is no slot.
    expect(spring.map(paris)).toEqual(['2026-03-29 01:00', '2026-03-29 01:45', '2026-03-29 03:15']);
    const autumn = gridSlots(availability(), at('2026-10-23T12:00:00Z')).filter((slot) => paris(slot).startsWith('2026-10-25'));
    expect(autumn.map(paris)).toEqual(['2026-10-25 01:00', '2026-10-25 01:45', '2026-10-25 02:30', '2026-10-25 03:15']);
    const starts = autumn.map((slot) => slot.start);
    expect(new Set(starts).size).toBe(starts.length);
  });

  test('nothing sooner than the notice, nothing past the horizon, nothing on a day off', () => {
    const now = at('2026-11-30T08:20:00Z'); // Monday 09:20 in Paris
    const rules = availability({ noticeHours: 1, horizonDays: 8, daysOff: ['2026-12-01'] });
    const slots = freeSlots(rules, [], now);
    expect(slots[0]!.start).toBeGreaterThanOrEqual(now + 3_600_000);
    expect(paris(slots[0]!)).toBe('2026-11-30 10:30');
    expect(slots.some((slot) => paris(slot).startsWith('2026-12-01'))).toBe(false);
    expect(slots.some((slot) => paris(slot).startsWith('2026-12-08'))).toBe(true);
    expect(slots.every((slot) => paris(slot) <= '2026-12-08 23:59')).toBe(true);
    expect(freeSlots(availability({ horizonDays: 7 }), [], now).some((slot) => paris(slot).startsWith('2026-12-08'))).toBe(false);
  });

  test('a busy time removes every slot it or the buffer around it meets, and nothing else', () => {
    const now = at('2026-11-29T12:00:00Z');
    const rules = availability();
    // Busy 09:50–10:20 Paris: the 09:45 slot meets it; the 10:30 slot's buffer starts at 10:15, which meets it too.
    const busy = [{ start: at('2026-11-30T08:50:00Z'), end: at('2026-11-30T09:20:00Z') }];
    const monday = freeSlots(rules, busy, now).filter((slot) => paris(slot).startsWith('2026-11-30'));
    expect(monday.map(paris)).toEqual(['2026-11-30 09:00', '2026-11-30 11:15']);
    // A booked slot leaves its neighbours on the grid free: the buffer lies between them.
    const booked = gridSlots(rules, now).find((slot) => paris(slot) === '2026-11-30 09:45')!;
    expect(
      freeSlots(rules, [booked], now)
        .filter((slot) => paris(slot).startsWith('2026-11-30'))
        .map(paris),
    ).toEqual(['2026-11-30 09:00', '2026-11-30 10:30', '2026-11-30 11:15']);
  });

  test('the next free slots after a taken one are the following free ones', () => {
    const now = at('2026-11-29T12:00:00Z');
    const rules = availability();
    const taken = gridSlots(rules, now).find((slot) => paris(slot) === '2026-11-30 09:45')!;
    expect(nextFreeSlots(rules, [taken], now, taken.start, 2).map(paris)).toEqual(['2026-11-30 10:30', '2026-11-30 11:15']);
  });
});

describe('a visitor in another time zone', () => {
  test('sees each slot on their own clock and day, with the Paris time beside it', () => {
    const now = at('2026-11-29T12:00:00Z');
    const slots = freeSlots(availability(), [], now).filter((slot) => paris(slot).startsWith('2026-12-01'));
    const montreal = labelSlots(slots, 'America/Montreal', 'Europe/Paris', 'Paris');
    expect(montreal).toEqual([{ day: '2026-12-01', slots: expect.any(Array) }]);
    expect(montreal[0]!.slots.map((slot) => [slot.time, slot.ownerTime])).toEqual([
      ['8\u00a0h\u00a000', '14\u00a0h\u00a000 à Paris'],
      ['8\u00a0h\u00a045', '14\u00a0h\u00a045 à Paris'],
      ['9\u00a0h\u00a030', '15\u00a0h\u00a030 à Paris'],
    ]);
    // Far east, the same Tuesday afternoon in Paris is Wednesday night.
    const tokyo = labelSlots(slots, 'Asia/Tokyo', 'Europe/Paris', 'Paris');
    expect(tokyo[0]!.day).toBe('2026-12-01');
    expect(tokyo.at(-1)!.day).toBe('2026-12-01');
    expect(tokyo[0]!.slots[0]).toMatchObject({ time: '22\u00a0h\u00a000', ownerTime: '14\u00a0h\u00a000 à Paris' });
    const auckland = labelSlots(slots, 'Pacific/Auckland', 'Europe/Paris', 'Paris');
    expect(auckland[0]!.day).toBe('2026-12-02');
    expect(auckland[0]!.slots[0]!.ownerTime).toBe('14\u00a0h\u00a000 à Paris, mardi 1er\u00a0décembre');
  });

  test('a visitor in Paris sees one time only', () => {
    const slots = freeSlots(availability(), [], at('2026-11-29T12:00:00Z')).slice(0, 3);
    for (const day of labelSlots(slots, 'Europe/Paris', 'Europe/Paris', 'Paris')) for (const slot of day.slots) expect(slot.ownerTime).toBeUndefined();
  });
});

describe('the availability schema', () => {
  test('refuses a window shorter than a call, overlapping windows and a week without hours', () => {
    const result = availabilitySchema.safeParse({
      ...availability(),
      weeklyHours: {
        monday: [{ from: '09:00', to: '09:20' }],
        tuesday: [
          { from: '09:00', to: '11:00' },
          { from: '10:00', to: '12:00' },
        ],
      },
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toContain('weeklyHours.monday.0: shorter than one call (30 minutes): no slot would fit');
    expect(messages).toContain('weeklyHours.tuesday: 09:00–11:00 overlaps 10:00–12:00: merge them');
    const empty = availabilitySchema.safeParse({ ...availability(), weeklyHours: {} });
    expect(empty.error!.issues.map((issue) => issue.message)).toContain('no weekday has hours: give at least one window, or visitors could never book');
  });
});
