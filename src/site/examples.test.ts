import { expect, test } from 'vitest';
import type { Content } from './content-files.ts';
import { findExamples, formatExamples } from './examples.ts';

// A content tree reduced to what the finder reads: any file, any depth.
const content = (site: object, caseStudies: object = {}) => ({ site, 'case-studies': caseStudies, home: {} }) as unknown as Content;

test('lists each item marked as an example, with its file, its path and what names it', () => {
  const found = findExamples(
    content(
      {
        phone: '+33 4 78 00 12 34',
        socials: [
          { name: 'LinkedIn', url: 'https://x.example' },
          { example: true, name: 'Instagram', url: 'https://y.example' },
        ],
      },
      {
        rating: { example: true, value: 4.8, count: 12 },
        studies: [
          { id: 'a', client: 'Le Fournil', example: true },
          { id: 'b', client: 'Vrai client' },
        ],
      },
    ),
  );
  expect(found.map(({ file, field, reason }) => `${file}: ${field}: ${reason.split(':')[0]}`)).toEqual([
    'content/site.ts: socials[1]: an example (Instagram)',
    'content/case-studies.ts: rating: an example (value 4.8, count 12)',
    'content/case-studies.ts: studies[0]: an example (Le Fournil)',
  ]);
});

test('a phone number reserved for fiction is a placeholder; a real one is not', () => {
  expect(findExamples(content({ phone: '+33 6 39 98 00 00', socials: [] })).map((e) => e.field)).toEqual(['phone']);
  expect(findExamples(content({ phone: '+33 1 99 00 12 34', socials: [] })).map((e) => e.field)).toEqual(['phone']);
  // Written as dialled in France, the same numbers.
  expect(findExamples(content({ phone: '06 39 98 00 00', socials: [] })).map((e) => e.field)).toEqual(['phone']);
  expect(findExamples(content({ phone: '+33 6 12 34 56 78', socials: [] }))).toEqual([]);
  expect(findExamples(content({ phone: '06 12 34 56 78', socials: [] }))).toEqual([]);
});

test('the summary warns on a build and refuses for production', () => {
  const errors = findExamples(content({ phone: '+33 6 39 98 00 00', socials: [] }));
  expect(formatExamples(errors, false).split('\n').at(-1)).toMatch(/^Warning: 1 example to confirm or replace .*--production` refuses/);
  expect(formatExamples(errors, true).split('\n').at(-1)).toBe('1 example to confirm or replace; nothing was built (--production).');
});
