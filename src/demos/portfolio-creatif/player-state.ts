import { createStore, type Store } from '../../timers/store.ts';
import { globalTimers, repeat, type Timers } from '../../timers/timers.ts';
import { moveIndex } from '../shared/ui-state.ts';

// The creative demo's music player: playing or paused; while playing the
// elapsed time rises 1 s per second up to 180 s, then the next track starts
// (wrapping after the last) from zero. Previous and next wrap too.

export const TRACK_SECONDS = 180;

interface PlayerState {
  track: number;
  elapsed: number;
  playing: boolean;
}

export const initialPlayer: PlayerState = { track: 0, elapsed: 0, playing: false };

export function tickPlayer(state: PlayerState, count: number): PlayerState {
  const elapsed = state.elapsed + 1;
  return elapsed >= TRACK_SECONDS ? { ...state, track: moveIndex(state.track, 1, count, true), elapsed: 0 } : { ...state, elapsed };
}

export function skipTrack(state: PlayerState, count: number, direction: 1 | -1): PlayerState {
  return { ...state, track: moveIndex(state.track, direction, count, true), elapsed: 0 };
}

/** '#2/5' */
export function trackLabel(track: number, count: number): string {
  return `${track + 1}/${count}`;
}

/** 75 → '1:15' */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface MusicPlayer extends Pick<Store<PlayerState>, 'get' | 'subscribe'> {
  toggle(): void;
  next(): void;
  previous(): void;
  dispose(): void;
}

export function createMusicPlayer(count: number, timers: Timers = globalTimers): MusicPlayer {
  const store = createStore(initialPlayer);
  let stop: (() => void) | undefined;
  const halt = () => {
    stop?.();
    stop = undefined;
  };
  return {
    get: store.get,
    subscribe: store.subscribe,
    toggle() {
      const playing = !store.get().playing;
      store.set({ ...store.get(), playing });
      halt();
      if (playing) stop = repeat(() => store.set(tickPlayer(store.get(), count)), 1000, timers);
    },
    next: () => store.set(skipTrack(store.get(), count, 1)),
    previous: () => store.set(skipTrack(store.get(), count, -1)),
    dispose: halt,
  };
}
