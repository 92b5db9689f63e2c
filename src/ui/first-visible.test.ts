import { expect, test, vi } from 'vitest';
import { onFirstVisible } from './first-visible.ts';

class FakeObserver {
  static last: FakeObserver;
  disconnected = false;
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean, intersectionRatio: number) {
    this.callback([{ isIntersecting, intersectionRatio } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

test('fires once, at the threshold and margin asked, then stops watching', () => {
  const onVisible = vi.fn();
  onFirstVisible({} as Element, { threshold: 0.3, rootMargin: '50px' }, onVisible, FakeObserver);
  const observer = FakeObserver.last;
  expect(observer.options).toEqual({ threshold: 0.3, rootMargin: '50px' });
  observer.fire(true, 0.1);
  expect(onVisible).not.toHaveBeenCalled();
  observer.fire(true, 0.3);
  expect(onVisible).toHaveBeenCalledTimes(1);
  expect(observer.disconnected).toBe(true);
  observer.fire(false, 0);
  observer.fire(true, 1);
  expect(onVisible).toHaveBeenCalledTimes(1);
});

test('shows at once where the browser cannot observe', () => {
  const onVisible = vi.fn();
  onFirstVisible({} as Element, { threshold: 0.3 }, onVisible, undefined);
  expect(onVisible).toHaveBeenCalledTimes(1);
});

test('its stop stops the watching, or what the first sight started', () => {
  const stopTimer = vi.fn();
  const stop = onFirstVisible({} as Element, { threshold: 0.5 }, () => stopTimer, FakeObserver);
  const observer = FakeObserver.last;
  observer.fire(true, 0.5);
  stop();
  expect(stopTimer).toHaveBeenCalledTimes(1);

  const neverSeen = vi.fn();
  onFirstVisible({} as Element, { threshold: 0.5 }, neverSeen, FakeObserver)();
  expect(FakeObserver.last.disconnected).toBe(true);
  FakeObserver.last.fire(true, 1);
  expect(neverSeen).not.toHaveBeenCalled();
});
