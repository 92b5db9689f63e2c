import { afterEach, expect, test, vi } from 'vitest';
import { prefersReducedMotion } from './motion.ts';

afterEach(() => vi.unstubAllGlobals());

test('reduced motion follows the media query, and is off where there is none (the server)', () => {
  expect(prefersReducedMotion()).toBe(false);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
  expect(prefersReducedMotion()).toBe(true);
});
