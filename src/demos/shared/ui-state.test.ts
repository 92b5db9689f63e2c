import { expect, test } from 'vitest';
import { clampPercent, percentAt, sliderKey, tabKeyTarget, togglePanel } from './ui-state.ts';

test('opens one photo panel at a time and closes the open one on a second click', () => {
  expect(togglePanel(null, 'a')).toBe('a');
  expect(togglePanel('a', 'b')).toBe('b');
  expect(togglePanel('b', 'b')).toBeNull();
});

test('arrow keys move between tabs and wrap; Home and End go to the ends', () => {
  expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
  expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
  expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
  expect(tabKeyTarget('Home', 2, 3)).toBe(0);
  expect(tabKeyTarget('End', 0, 3)).toBe(2);
  expect(tabKeyTarget('Enter', 0, 3)).toBeNull();
});

test('the sliders (before/after, logo deformer) stay between 0 and 100 %', () => {
  expect(clampPercent(-4)).toBe(0);
  expect(clampPercent(104)).toBe(100);
  expect(clampPercent(49.6)).toBe(50);
  expect(percentAt(150, 100, 200)).toBe(25);
  expect(percentAt(0, 100, 200)).toBe(0);
  expect(percentAt(500, 100, 200)).toBe(100);
});

test('slider keys: arrows by 1, page keys by 10, Home and End to the ends', () => {
  expect(sliderKey(50, 'ArrowRight')).toBe(51);
  expect(sliderKey(50, 'ArrowDown')).toBe(49);
  expect(sliderKey(50, 'PageUp')).toBe(60);
  expect(sliderKey(50, 'PageDown')).toBe(40);
  expect(sliderKey(95, 'PageUp')).toBe(100);
  expect(sliderKey(5, 'PageDown')).toBe(0);
  expect(sliderKey(50, 'Home')).toBe(0);
  expect(sliderKey(50, 'End')).toBe(100);
  expect(sliderKey(50, 'a')).toBeNull();
});
