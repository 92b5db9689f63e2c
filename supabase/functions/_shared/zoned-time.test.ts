import { expect, test } from 'vitest';
import { cityOf, instantOnClock, isKnownTimeZone } from './zoned-time.ts';

// Paris changes clock on 29 March 2026 (02:00 → 03:00) and 25 October 2026 (03:00 → 02:00).

const at = (date: string, time: string, zone = 'Europe/Paris') => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(instantOnClock({ year, month, day, hour, minute, second: 0 }, zone)).toISOString();
};

test('reads a clock in winter and in summer', () => {
  expect(at('2026-01-15', '09:30')).toBe('2026-01-15T08:30:00.000Z');
  expect(at('2026-07-14', '00:00')).toBe('2026-07-13T22:00:00.000Z');
  expect(at('2026-07-14', '00:00', 'America/Montreal')).toBe('2026-07-14T04:00:00.000Z');
});

test('a time read twice in autumn is the first, one that never happens in spring is an hour later', () => {
  expect(at('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
  expect(at('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
  expect(at('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
});

test('a zone’s city, as a visitor reads it', () => {
  expect(cityOf('Europe/Paris')).toBe('Paris');
  expect(cityOf('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
});

test('knows IANA zones, not Windows names', () => {
  expect(isKnownTimeZone('Europe/Paris')).toBe(true);
  expect(isKnownTimeZone('Romance Standard Time')).toBe(false);
});
