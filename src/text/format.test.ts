import { expect, test } from 'vitest';
import { formatDate, formatMoment, formatMonthYear, formatPercent, formatPrice, groupDigits, parisDay } from './format.ts';

// Prices and counts are written out (no Intl on the phone); they must read
// exactly as Intl's French would.
const euros = (decimals: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: decimals, maximumFractionDigits: decimals });

test('prices read as French typesetting writes them', () => {
  expect(formatPrice(29.99)).toBe('29,99\u00a0€');
  expect(formatPrice(990)).toBe('990\u00a0€');
  expect(formatPrice(1990)).toBe('1\u202f990\u00a0€');
  expect(formatPrice(89.9, 2)).toBe('89,90\u00a0€');
});

test('prices are the text Intl gives, cart totals and halves of a cent included', () => {
  const amounts = [0, 5, 12.5, 999, 1000, 12345, 1234567.5, 1.005, 2.675, 0.125, 19.995];
  for (const price of [29.99, 49.9, 89, 129.95]) for (let quantity = 1; quantity <= 12; quantity++) amounts.push(price * quantity);
  for (const amount of amounts) {
    expect(formatPrice(amount, 2), String(amount)).toBe(euros(2).format(amount));
    expect(formatPrice(Math.round(amount)), String(amount)).toBe(euros(0).format(Math.round(amount)));
  }
});

test('counts are grouped by three with narrow no-break spaces', () => {
  for (const count of [0, 7, 999, 1000, 2847, 10000, 1234567]) expect(groupDigits(count)).toBe(new Intl.NumberFormat('fr-FR').format(count));
});

test('a percentage keeps its sign on the line of its number', () => {
  expect(formatPercent(42)).toBe('42\u00a0%');
  expect(formatPercent(0)).toBe('0\u00a0%');
});

test('dates and months are written in French', () => {
  expect(formatDate('2025-10-28')).toBe('28 octobre 2025');
  // The first of a month is an ordinal: 1er (the 10th and the 11th are not).
  expect(formatDate('2026-01-01')).toBe('1er janvier 2026');
  expect(formatDate('2026-01-10')).toBe('10 janvier 2026');
  expect(formatDate('2026-01-11')).toBe('11 janvier 2026');
  expect(formatMonthYear('2025-06')).toBe('juin 2025');
});

test('an instant is dated and timed in Paris, whatever the machine’s zone', () => {
  // 23:30 UTC on 31 December is already the next year in Paris (UTC+1 in winter).
  expect(parisDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  expect(parisDay(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
  expect(formatMoment(new Date('2026-07-14T08:05:00Z'))).toBe('14 juillet 2026 à 10:05');
  expect(formatMoment(new Date('2026-12-01T08:05:00Z'))).toBe('1er décembre 2026 à 09:05');
});
