import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fontStack, fonts, logoDeformation, nextIndex, previewText, runIntro, SAMPLE, slider, swipeTarget } from './studio-state.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('intro headline', () => {
  test('moves to the next of four phrases every 3 s and wraps to the first', () => {
    const seen: number[] = [];
    runIntro(4, (index) => seen.push(index));
    vi.advanceTimersByTime(2999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(3000 * 4);
    expect(seen).toEqual([1, 2, 3, 0, 1]);
  });

  test('stops when cancelled', () => {
    const seen: number[] = [];
    runIntro(4, (index) => seen.push(index))();
    vi.advanceTimersByTime(30_000);
    expect(seen).toEqual([]);
  });
});

describe('poster generator', () => {
  test('cycles through the four posters and wraps after the fourth', () => {
    expect([0, 1, 2, 3].map((i) => nextIndex(i, 4))).toEqual([1, 2, 3, 0]);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe('logo deformer slider', () => {
  test('goes from 0 to 100 by steps of 1 and starts at 50', () => {
    expect(slider).toEqual({ min: 0, max: 100, step: 1, initial: 50 });
  });

  test('leaves the logo undeformed at 50 and drives skew, scale and hue away from it', () => {
    expect(logoDeformation(50)).toEqual({ skew: 0, scale: 1, hue: 0 });
    expect(logoDeformation(0)).toEqual({ skew: -30, scale: 0.5, hue: -180 });
    expect(logoDeformation(100)).toEqual({ skew: 30, scale: 1.5, hue: 180 });
  });
});

describe('live typography', () => {
  test('falls back to a sample word when the field is emptied', () => {
    expect(SAMPLE).toBe('Exemple');
    expect(previewText('')).toBe('Exemple');
    expect(previewText('   ')).toBe('Exemple');
    expect(previewText('Bonjour')).toBe('Bonjour');
  });

  test('offers its five fonts, Futura by a shipped face that its label names', () => {
    expect(fonts.map((font) => font.name)).toEqual(['Futura', 'Orbitron', 'Space Grotesk', 'Inter', 'Playfair Display']);
    expect(fonts[0].label).toBe('Jost');
    expect(fontStack('Futura')).toMatch(/^'Jost'/);
    expect(fontStack('Orbitron')).toMatch(/^'Orbitron'/);
    expect(fontStack('unknown')).toBe(fontStack('Futura'));
  });
});

describe('projects carousel', () => {
  test('swipes to the next or previous card past the 10 px drag threshold', () => {
    expect(swipeTarget(1, -9, 4)).toBe(1);
    expect(swipeTarget(1, -10, 4)).toBe(2);
    expect(swipeTarget(1, 40, 4)).toBe(0);
    expect(swipeTarget(0, 40, 4)).toBe(0);
    expect(swipeTarget(3, -40, 4)).toBe(3);
  });
});
