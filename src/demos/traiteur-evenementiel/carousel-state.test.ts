import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { advance, createCarousel, goTo, initialCarousel } from './carousel-state.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('advances and wraps after the last testimonial', () => {
  expect(advance({ ...initialCarousel, index: 1 }, 3).index).toBe(2);
  expect(advance({ ...initialCarousel, index: 2 }, 3).index).toBe(0);
});

test('a dot on the current testimonial changes nothing', () => {
  const state = { ...initialCarousel, index: 1 };
  expect(goTo(state, 1)).toBe(state);
  expect(goTo(state, 2).index).toBe(2);
});

test('auto-advances every 6 s', () => {
  const carousel = createCarousel(3);
  vi.advanceTimersByTime(5999);
  expect(carousel.get().index).toBe(0);
  vi.advanceTimersByTime(1);
  expect(carousel.get().index).toBe(1);
  vi.advanceTimersByTime(12_000);
  expect(carousel.get().index).toBe(0);
  carousel.dispose();
});

test('a dot click restarts the 6 s wait; a click on the current dot does not', () => {
  const carousel = createCarousel(3);
  vi.advanceTimersByTime(4000);
  carousel.goTo(2);
  vi.advanceTimersByTime(4000);
  expect(carousel.get().index).toBe(2);
  carousel.goTo(2);
  vi.advanceTimersByTime(2000);
  expect(carousel.get().index).toBe(0);
  carousel.dispose();
});

test('stays put while paused, hovered or focused, and resumes after', () => {
  const carousel = createCarousel(3);
  carousel.togglePause();
  vi.advanceTimersByTime(20_000);
  expect(carousel.get()).toMatchObject({ index: 0, paused: true });
  carousel.togglePause();
  carousel.setHovered(true);
  vi.advanceTimersByTime(20_000);
  expect(carousel.get().index).toBe(0);
  carousel.setFocused(true);
  carousel.setHovered(false);
  vi.advanceTimersByTime(20_000);
  expect(carousel.get().index).toBe(0);
  carousel.setFocused(false);
  vi.advanceTimersByTime(6000);
  expect(carousel.get().index).toBe(1);
  carousel.dispose();
});

test('without autoplay (reduced motion) only the dots move it', () => {
  const carousel = createCarousel(3, { autoplay: false });
  vi.advanceTimersByTime(60_000);
  expect(carousel.get().index).toBe(0);
  carousel.goTo(1);
  expect(carousel.get().index).toBe(1);
  expect(vi.getTimerCount()).toBe(0);
});
