import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RELAXED, runSpin, runWords, splitWords, tiltFromDrag, tiltFromKey, typedLength, typeSubtitle } from './motion-state.ts';

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
  test('adds 2 % every 50 ms and stops at 100 %', () => {
    const percents: number[] = [];
    typeSubtitle((percent) => percents.push(percent));
    vi.advanceTimersByTime(50);
    expect(percents).toEqual([2]);
    vi.advanceTimersByTime(50 * 49);
    expect(percents.at(-1)).toBe(100);
    expect(percents).toHaveLength(50);
    vi.advanceTimersByTime(500);
    expect(percents).toHaveLength(50);
  });

  test('shows the share of characters the percentage says', () => {
    expect(typedLength('abcdefghij', 0)).toBe(0);
    expect(typedLength('abcdefghij', 50)).toBe(5);
    expect(typedLength('abcdefghij', 100)).toBe(10);
    expect(typedLength('abcdefghij', 150)).toBe(10);
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
