import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RELAXED, runSpin, runWords, splitWords, tiltFromDrag, tiltFromKey, typingSteps } from './motion-state.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('card spin', () => {
  test('turns 5° every 20 ms up to 360°, then rests at 0°', () => {
    const angles: number[] = [];
    runSpin((angle) => angles.push(angle));
    vi.advanceTimersByTime(20);
    expect(angles).toEqual([5]);
    vi.advanceTimersByTime(20 * 70);
    expect(angles.at(-1)).toBe(355);
    vi.advanceTimersByTime(20);
    expect(angles.at(-1)).toBe(0);
    expect(angles).toHaveLength(72);
    vi.advanceTimersByTime(1000);
    expect(angles).toHaveLength(72);
  });
});

describe('hero subtitle typing', () => {
  test('cuts the text into fifty parts that put together are the whole text, each ending at its fiftieth', () => {
    const text = 'Un t-shirt en coton bio, imprimé à Lyon, qui dure.';
    const parts = typingSteps(text);
    expect(parts).toHaveLength(50);
    expect(parts.join('')).toBe(text);
    for (let step = 1; step <= 50; step++) expect(parts.slice(0, step).join('').length).toBe(Math.round((text.length * step) / 50));
  });

  test('a text shorter than the steps leaves some parts empty and loses nothing', () => {
    const parts = typingSteps('abcdefghij');
    expect(parts.join('')).toBe('abcdefghij');
    expect(parts.filter((part) => part === '')).toHaveLength(40);
    expect(typingSteps('', 5)).toEqual(['', '', '', '', '']);
  });
});

describe('closing headline', () => {
  test('shows one more word every 250 ms until all are shown', () => {
    const words = splitWords('Votre boutique mérite  de vibrer');
    expect(words).toEqual(['Votre', 'boutique', 'mérite', 'de', 'vibrer']);
    const shown: number[] = [];
    runWords(words.length, (count) => shown.push(count));
    vi.advanceTimersByTime(249);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([1]);
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([1, 2, 3, 4, 5]);
    vi.advanceTimersByTime(1000);
    expect(shown).toHaveLength(5);
  });
});

describe('hero tilt', () => {
  test('follows the drag and stays within its limits', () => {
    expect(tiltFromDrag(0, 0)).toEqual(RELAXED);
    expect(tiltFromDrag(100, 0)).toEqual({ x: 0, y: 35 });
    expect(tiltFromDrag(-20, 40)).toEqual({ x: -10, y: -7 });
    expect(tiltFromDrag(0, -1000)).toEqual({ x: 25, y: 0 });
  });

  test('tilts with arrow keys and ignores other keys', () => {
    expect(tiltFromKey('ArrowRight')).toEqual({ x: 0, y: 20 });
    expect(tiltFromKey('ArrowUp')).toEqual({ x: 20, y: 0 });
    expect(tiltFromKey('Enter')).toBeNull();
  });
});
