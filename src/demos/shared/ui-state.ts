// Small rules shared by the demos' galleries, tabs, carousels and sliders.

/**
 * The index `step` places from `index` in a list of `count`: `wrap` goes
 * round (a playlist, rotating phrases, tabs), otherwise it stops at the ends
 * (a carousel). An empty list stays at 0.
 */
export function moveIndex(index: number, step: number, count: number, wrap: boolean): number {
  if (count <= 0) return 0;
  const next = index + step;
  return wrap ? ((next % count) + count) % count : Math.min(Math.max(next, 0), count - 1);
}

/** Photo gallery: one panel open at a time; a click on the open one closes it. */
export function togglePanel(open: string | null, id: string): string | null {
  return open === id ? null : id;
}

/**
 * The index a key moves to in a row of `count` items, or null for other keys:
 * an arrow one step, Home and End to the ends. Tabs (WAI-ARIA pattern) wrap
 * around and take the vertical arrows too; a carousel stops at its ends and
 * leaves the vertical arrows to the page's scroll.
 */
export function rowKeyTarget(key: string, index: number, count: number, row: { wrap: boolean; vertical: boolean }): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const forward = key === 'ArrowRight' || (row.vertical && key === 'ArrowDown');
  const back = key === 'ArrowLeft' || (row.vertical && key === 'ArrowUp');
  if (!forward && !back) return null;
  return moveIndex(index, forward ? 1 : -1, count, row.wrap);
}

const SLIDER_MIN = 0;
const SLIDER_MAX = 100;
const SLIDER_PAGE_STEP = 10;

export function clampPercent(value: number): number {
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(value)));
}

/** Where a pointer at `x` sits on a track starting at `left`, `width` wide, in percent. */
export function percentAt(x: number, left: number, width: number): number {
  return width > 0 ? clampPercent(((x - left) / width) * 100) : 50;
}

/** Slider keys (before/after, logo deformer): arrows step 1, Page keys 10, Home and End go to the ends; null for other keys. */
export function sliderKey(value: number, key: string): number | null {
  const moves: Record<string, number> = {
    ArrowRight: value + 1,
    ArrowUp: value + 1,
    ArrowLeft: value - 1,
    ArrowDown: value - 1,
    PageUp: value + SLIDER_PAGE_STEP,
    PageDown: value - SLIDER_PAGE_STEP,
    Home: SLIDER_MIN,
    End: SLIDER_MAX,
  };
  return key in moves ? clampPercent(moves[key]!) : null;
}
