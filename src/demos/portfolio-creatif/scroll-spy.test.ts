import { expect, test } from 'vitest';
import { activeSection } from './scroll-spy.ts';

const sections = (offset: number) => [
  { id: 'hero', top: 0 - offset, bottom: 800 - offset },
  { id: 'coach', top: 800 - offset, bottom: 3000 - offset },
  { id: 'photographie', top: 3000 - offset, bottom: 4000 - offset },
  { id: 'peinture', top: 4200 - offset, bottom: 5200 - offset },
];

test('the section crossing the middle of the viewport is active', () => {
  expect(activeSection(sections(0), 800)).toBe('hero');
  expect(activeSection(sections(399), 800)).toBe('hero');
  expect(activeSection(sections(400), 800)).toBe('coach');
  expect(activeSection(sections(2700), 800)).toBe('photographie');
  expect(activeSection(sections(4000), 800)).toBe('peinture');
});

test('in a gap between sections the last one passed stays active', () => {
  expect(activeSection(sections(3700), 800)).toBe('photographie');
});

test('before the first section, the first; past the last, the last', () => {
  expect(activeSection(sections(-500), 800)).toBe('hero');
  expect(activeSection(sections(9000), 800)).toBe('peinture');
  expect(activeSection([], 800)).toBeUndefined();
});
