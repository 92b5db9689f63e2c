import { createStore, type Store } from '../../timers/store.ts';
import { repeat, type Timers } from '../../timers/timers.ts';
import { moveIndex } from '../shared/ui-state.ts';

// The caterer's testimonials: auto-advance every 6 s, unless the visitor
// paused it, points at it or has focus inside it. A dot sets the slide; a
// click on the current dot is ignored. Any change restarts the 6 s wait.

const CAROUSEL_MS = 6000;

interface CarouselState {
  index: number;
  /** The visitor pressed pause. */
  paused: boolean;
  hovered: boolean;
  focused: boolean;
}

export const initialCarousel: CarouselState = { index: 0, paused: false, hovered: false, focused: false };

export function advance(state: CarouselState, count: number): CarouselState {
  return { ...state, index: moveIndex(state.index, 1, count, true) };
}

/** Same state (no change at all) when `index` is already the current slide. */
export function goTo(state: CarouselState, index: number): CarouselState {
  return index === state.index ? state : { ...state, index };
}

function isRunning(state: CarouselState): boolean {
  return !state.paused && !state.hovered && !state.focused;
}

interface Carousel extends Pick<Store<CarouselState>, 'get' | 'subscribe'> {
  goTo(index: number): void;
  togglePause(): void;
  setHovered(hovered: boolean): void;
  setFocused(focused: boolean): void;
  dispose(): void;
}

/** `autoplay` false (reduced motion): nothing moves on its own, dots still work. */
export function createCarousel(count: number, options: { autoplay?: boolean; timers?: Timers } = {}): Carousel {
  const store = createStore(initialCarousel);
  const autoplay = options.autoplay ?? true;
  let stop: (() => void) | undefined;
  const schedule = () => {
    stop?.();
    stop = undefined;
    if (autoplay && isRunning(store.get())) stop = repeat(() => store.set(advance(store.get(), count)), CAROUSEL_MS, options.timers);
  };
  const update = (next: CarouselState) => {
    if (next === store.get()) return;
    store.set(next);
    schedule();
  };
  schedule();
  return {
    get: store.get,
    subscribe: store.subscribe,
    goTo: (index) => update(goTo(store.get(), index)),
    togglePause: () => update({ ...store.get(), paused: !store.get().paused }),
    setHovered: (hovered) => update(hovered === store.get().hovered ? store.get() : { ...store.get(), hovered }),
    setFocused: (focused) => update(focused === store.get().focused ? store.get() : { ...store.get(), focused }),
    dispose: () => stop?.(),
  };
}
