import { expect, test } from 'vitest';
import { clampPercent, moveIndex, percentAt, rowKeyTarget, sliderKey, togglePanel } from './ui-state.ts';

test('opens one photo panel at a time and closes the open one on a second click', () => {
  expect(togglePanel(null, 'a')).toBe('a');
  expect(togglePanel('a', 'b')).toBe('b');
  expect(togglePanel('b', 'b')).toBeNull();
});

test('arrow keys move between tabs and wrap; Home and End go to the ends', () => {
  const tabs = { wrap: true, vertical: true };
  expect(rowKeyTarget('ArrowRight', 0, 3, tabs)).toBe(1);
  expect(rowKeyTarget('ArrowRight', 2, 3, tabs)).toBe(0);
  expect(rowKeyTarget('ArrowLeft', 0, 3, tabs)).toBe(2);
  expect(rowKeyTarget('ArrowDown', 0, 3, tabs)).toBe(1);
  expect(rowKeyTarget('ArrowUp', 0, 3, tabs)).toBe(2);
  expect(rowKeyTarget('Home', 2, 3, tabs)).toBe(0);
  expect(rowKeyTarget('End', 0, 3, tabs)).toBe(2);
  expect(rowKeyTarget('Enter', 0, 3, tabs)).toBeNull();
});

test('a carousel stops at its ends and leaves the vertical arrows to the page', () => {
  const carousel = { wrap: false, vertical: false };
  expect(rowKeyTarget('ArrowRight', 0, 4, carousel)).toBe(1);
  expect(rowKeyTarget('ArrowRight', 3, 4, carousel)).toBe(3);
  expect(rowKeyTarget('ArrowLeft', 0, 4, carousel)).toBe(0);
  expect(rowKeyTarget('End', 1, 4, carousel)).toBe(3);
  expect(rowKeyTarget('Home', 3, 4, carousel)).toBe(0);
  expect(rowKeyTarget('ArrowDown', 1, 4, carousel)).toBeNull();
  expect(rowKeyTarget('Enter', 3, 4, carousel)).toBeNull();
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

test('an index wraps round a list or stops at its ends, whatever the step', () => {
  expect([moveIndex(4, 1, 5, true), moveIndex(0, -1, 5, true), moveIndex(2, 7, 5, true)]).toEqual([0, 4, 4]);
  expect([moveIndex(4, 1, 5, false), moveIndex(0, -1, 5, false), moveIndex(9, 0, 5, false)]).toEqual([4, 0, 4]);
  expect([moveIndex(0, 1, 0, true), moveIndex(0, -1, 0, false)]).toEqual([0, 0]);
});
