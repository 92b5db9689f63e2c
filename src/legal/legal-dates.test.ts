import { expect, test } from 'vitest';
import { legalPageDate } from './legal-dates.ts';

test("a legal page is dated by its text's last change, unless it states a later day", () => {
  expect(legalPageDate(undefined, '2026-11-20', true)).toBe('2026-11-20');
  // The owner reworded a clause after the date the page states: the page follows the text.
  expect(legalPageDate('2025-10-28', '2026-11-20', true)).toBe('2026-11-20');
  // A change dated the day it takes effect.
  expect(legalPageDate('2027-01-01', '2026-11-20', true)).toBe('2027-01-01');
});

test('a copy without history keeps the date its page states, its files being as new as the copy', () => {
  expect(legalPageDate('2025-10-28', '2026-12-01', false)).toBe('2025-10-28');
  expect(legalPageDate(undefined, '2026-12-01', false)).toBe('2026-12-01');
  expect(legalPageDate(undefined, undefined, false)).toBeUndefined();
});
