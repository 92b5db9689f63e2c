import { expect, test } from 'vitest';
import { findStaleLegalDates } from './legal-dates.ts';

const pages = [
  { file: 'content/legal/cgv.md', updated: '2025-10-28' },
  { file: 'content/legal/cgu.md', updated: '2025-10-28' },
  { file: 'content/legal/mentions-legales.md', updated: '2026-11-25' },
];

test('names a legal page whose text changed after the date it states', () => {
  expect(
    findStaleLegalDates(pages, {
      'content/legal/cgv.md': '2026-11-22',
      'content/legal/cgu.md': '2025-10-28',
      'content/legal/mentions-legales.md': '2026-11-20',
    }),
  ).toEqual([
    {
      file: 'content/legal/cgv.md',
      field: 'updated',
      reason: 'says 2025-10-28, but the text changed on 2026-11-22: write the date of the last change (the page shows it as « Dernière mise à jour »)',
    },
  ]);
});

test('says nothing of a page whose change date is unknown (a copy without history)', () => {
  expect(findStaleLegalDates(pages, {})).toEqual([]);
});
