import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createMusicPlayer, formatClock, initialPlayer, skipTrack, tickPlayer, trackLabel, TRACK_SECONDS } from './player-state.ts';

describe('music player rules', () => {
  test('a tick adds one second', () => {
    expect(tickPlayer({ track: 2, elapsed: 41, playing: true }, 5)).toEqual({ track: 2, elapsed: 42, playing: true });
  });

  test('at 180 s the next track starts from zero, and the last wraps to the first', () => {
    expect(TRACK_SECONDS).toBe(180);
    expect(tickPlayer({ track: 1, elapsed: 179, playing: true }, 5)).toEqual({ track: 2, elapsed: 0, playing: true });
    expect(tickPlayer({ track: 4, elapsed: 179, playing: true }, 5)).toEqual({ track: 0, elapsed: 0, playing: true });
  });

  test('previous and next wrap around and reset the time', () => {
    expect(skipTrack({ track: 0, elapsed: 30, playing: false }, 5, -1)).toEqual({ track: 4, elapsed: 0, playing: false });
    expect(skipTrack({ track: 4, elapsed: 30, playing: true }, 5, 1)).toEqual({ track: 0, elapsed: 0, playing: true });
  });

  test('labels the track as #n/5 and the time as m:ss', () => {
    expect(trackLabel(0, 5)).toBe('1/5');
    expect(trackLabel(4, 5)).toBe('5/5');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(180)).toBe('3:00');
  });
});

describe('the player over time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('does nothing until played, then counts one second per second', () => {
    const player = createMusicPlayer(5);
    vi.advanceTimersByTime(5000);
    expect(player.get()).toEqual(initialPlayer);
    player.toggle();
    vi.advanceTimersByTime(999);
    expect(player.get().elapsed).toBe(0);
    vi.advanceTimersByTime(1);
    expect(player.get()).toEqual({ track: 0, elapsed: 1, playing: true });
    vi.advanceTimersByTime(41_000);
    expect(player.get().elapsed).toBe(42);
    player.dispose();
  });

  test('pausing stops the clock where it was', () => {
    const player = createMusicPlayer(5);
    player.toggle();
    vi.advanceTimersByTime(10_000);
    player.toggle();
    vi.advanceTimersByTime(10_000);
    expect(player.get()).toEqual({ track: 0, elapsed: 10, playing: false });
  });

  test('moves to the next track after 180 s and wraps after the fifth', () => {
    const player = createMusicPlayer(5);
    player.toggle();
    vi.advanceTimersByTime(180_000);
    expect(player.get()).toMatchObject({ track: 1, elapsed: 0 });
    vi.advanceTimersByTime(4 * 180_000);
    expect(player.get()).toMatchObject({ track: 0, elapsed: 0, playing: true });
    player.dispose();
  });

  test('notifies subscribers and stops ticking once disposed', () => {
    const player = createMusicPlayer(5);
    const listener = vi.fn();
    player.subscribe(listener);
    player.toggle();
    vi.advanceTimersByTime(3000);
    expect(listener).toHaveBeenCalledTimes(4);
    player.dispose();
    vi.advanceTimersByTime(3000);
    expect(player.get().elapsed).toBe(3);
  });
});
