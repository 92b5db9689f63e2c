import { expect, test } from 'vitest';
import { dialledNumber, phonePattern, shownNumber } from './phone.ts';

test('a number written either way dials the same international number', () => {
  expect(dialledNumber('+33 6 12 34 56 78')).toBe('+33612345678');
  expect(dialledNumber('06 12 34 56 78')).toBe('+33612345678');
  expect(dialledNumber('0612345678')).toBe('+33612345678');
});

test('is shown as written, without a line break inside', () => {
  expect(shownNumber('06 12 34 56 78')).toBe('06\u00a012\u00a034\u00a056\u00a078');
});

test('content may write it internationally or as dialled in France, nothing else', () => {
  for (const phone of ['+33 6 12 34 56 78', '06 12 34 56 78', '0612345678', '+41 22 123 45 67']) expect(phonePattern.test(phone), phone).toBe(true);
  for (const phone of ['6 12 34 56 78', '06 12 34 56', '00 12 34 56 78', '06-12-34-56-78']) expect(phonePattern.test(phone), phone).toBe(false);
});
