// One-way reveals: something shown on first visibility stays shown.

interface VisibilityOptions {
  /** Share of the element that must be visible, 0 to 1. */
  threshold: number;
  rootMargin?: string;
}

type ObserverConstructor = new (
  callback: IntersectionObserverCallback,
  options?: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'disconnect'>;

/** A reveal flag never goes back: once true, it stays true. */
export function revealOnce(revealed: boolean, visible: boolean): boolean {
  return revealed || visible;
}

/**
 * Calls `onVisible` once, the first time `element` is at least `threshold`
 * visible, then stops watching. Returns a function that stops early.
 */
export function onFirstVisible(
  element: Element,
  options: VisibilityOptions,
  onVisible: () => void,
  Observer: ObserverConstructor | undefined = globalThis.IntersectionObserver,
): () => void {
  if (!Observer) {
    onVisible();
    return () => {};
  }
  let done = false;
  const observer = new Observer(
    (entries) => {
      if (done || !entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= options.threshold)) return;
      done = true;
      observer.disconnect();
      onVisible();
    },
    { threshold: options.threshold, rootMargin: options.rootMargin ?? '0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
