// What waits to be seen: sections that fade in, figures that count up,
// islands that wake. Something shown once stays shown.

interface VisibilityOptions {
  /** Share of the element that must be visible, 0 to 1. */
  threshold: number;
  rootMargin?: string;
}

type ObserverConstructor = new (
  callback: IntersectionObserverCallback,
  options?: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'disconnect'>;

/**
 * Calls `onVisible` once, the first time `element` is at least `threshold`
 * visible, then stops watching; at once where the browser cannot observe.
 * `onVisible` may return how to stop what it started (a timer): the returned
 * function stops the watching, or that.
 */
export function onFirstVisible(
  element: Element,
  options: VisibilityOptions,
  onVisible: () => void | (() => void),
  Observer: ObserverConstructor | undefined = globalThis.IntersectionObserver,
): () => void {
  let stopStarted: void | (() => void);
  if (!Observer) {
    stopStarted = onVisible();
    return () => stopStarted?.();
  }
  let done = false;
  const observer = new Observer(
    (entries) => {
      if (done || !entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= options.threshold)) return;
      done = true;
      observer.disconnect();
      stopStarted = onVisible();
    },
    { threshold: options.threshold, rootMargin: options.rootMargin ?? '0px' },
  );
  observer.observe(element);
  return () => {
    done = true;
    observer.disconnect();
    stopStarted?.();
  };
}
