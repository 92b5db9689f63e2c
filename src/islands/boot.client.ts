import { islands } from 'virtual:islands';
import type { Wake } from './Island.tsx';
import { onFirstVisible } from '../ui/first-visible.ts';
import { prefetchListed } from './prefetch.ts';

// Hydrates each island of the page when its moment comes, importing only its
// own code. A failure is logged with the island's name and the server HTML
// is put back, so the page stays usable. Once the visitor goes beyond the
// first screen, while the browser is idle, React and the page's islands are
// fetched and run ahead of time, so that an island reached later only has
// to hydrate.
// A tap, a key press or a drag on an island still asleep wakes it at once and
// is replayed on the same control once it has hydrated: no tap is lost.

const loadReact = () => import('./hydrate.ts');

/** Resolves in a new task (a message to itself: no timer's minimum delay). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const whenIdle: (run: () => void) => void = (run) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));

/** Islands whose hydration has started (it starts once), and those that failed: their server HTML answers as it is. */
const woken = new WeakSet<HTMLElement>();
const failed = new WeakSet<HTMLElement>();

function wake(element: HTMLElement): void {
  if (woken.has(element)) return;
  woken.add(element);
  void hydrate(element);
}

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island!;
  // A copy of the server's nodes, not its HTML: no string of markup is written into the page (Trusted Types).
  const serverNodes = [...element.childNodes].map((node) => node.cloneNode(true));
  const restore = (error: unknown) => {
    console.error(`Island ${name} failed; its server-rendered HTML stays in place.`, error);
    failed.add(element);
    waiting.delete(element);
    root?.unmount();
    element.removeAttribute('data-hydrated');
    element.replaceChildren(...serverNodes);
  };
  let root: { unmount(): void } | undefined;
  try {
    const load = islands[name];
    if (!load) throw new Error(`no island named ${name} in this bundle`);
    const [{ default: Component }, { hydrateIsland }] = await Promise.all([load(), loadReact()]);
    // A task of its own: islands waiting on React would otherwise all hydrate
    // in the task that ran it, one long task on a slow phone.
    await nextTask();
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    const typed = takeTypedValues(element);
    root = hydrateIsland(element, Component, props, {
      identifierPrefix: element.dataset.prefix,
      onUncaughtError: (error) => queueMicrotask(() => restore(error)),
      onRecoverableError: (error) => console.warn(`Island ${name}: hydration mismatch, rendered again on the client.`, error),
    });
    // hydrateIsland has committed the island (flushSync): it answers now.
    await replay(element, typed);
  } catch (error) {
    restore(error);
  }
}

// ── No tap is lost ──────────────────────────────────────────────────────────
// React listens to an island only from hydrateRoot on; before that, a tap on
// its server HTML would do nothing (or the browser's default: follow a link,
// submit a form). From its first line the booter listens on the document for
// what the visitor does on an island still asleep: it wakes the island ahead
// of its turn, cancels the default action where the replay performs it, and
// once the island has hydrated does it again on the same element, found by
// its child indices from the island's root. Text typed meanwhile stays.

/** A control whose click the browser answers itself: it focuses, opens or places the caret, and is not replayed. */
const field = 'textarea, select, input:not([type="button"], [type="submit"], [type="reset"], [type="checkbox"], [type="radio"], [type="image"])';
/** Keys that move between controls or only modify another: the browser has done what they do. */
const passingKeys = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta']);

/** What each island still asleep has been asked, in order, to do once hydrated. */
const waiting = new Map<HTMLElement, Array<(element: HTMLElement) => void | Promise<void>>>();

const pathFrom = (island: Element, element: Element): number[] =>
  element === island ? [] : [...pathFrom(island, element.parentElement!), [...element.parentElement!.children].indexOf(element)];

const elementAt = (island: Element, path: number[]): HTMLElement | undefined => {
  const element = path.reduce<Element | undefined>((node, index) => node?.children[index], island);
  return element instanceof HTMLElement ? element : undefined;
};

/** Focus back on the control if hydration took it away (React drew the island again after a mismatch). */
const refocus = (element: HTMLElement) => {
  if (!document.activeElement || document.activeElement === document.body) element.focus({ preventScroll: true });
};

function capture(event: Event): void {
  // Only what the visitor did: the replays themselves are untrusted events.
  if (!event.isTrusted || !(event.target instanceof Element)) return;
  const island = event.target.closest<HTMLElement>('[data-island]:not([data-hydrated])');
  if (!island || failed.has(island)) return;
  // The HTML element the event reached (a button, not the icon's path inside it).
  let target: Element | null = event.target;
  while (target && !(target instanceof HTMLElement)) target = target.parentElement;
  if (!target) return;
  const path = pathFrom(island, target);
  const later = (action: (element: HTMLElement) => void | Promise<void>) => {
    if (!waiting.has(island)) waiting.set(island, []);
    waiting.get(island)!.push((root) => {
      const element = elementAt(root, path);
      return element && action(element);
    });
  };
  const inField = (target.closest('label')?.control ?? target).matches(field);
  if (event.type === 'click' && !inField) {
    // A link, a submit button, a checkbox, a label: the replay does what the
    // browser would have done (after what the island does), so not now.
    event.preventDefault();
    later((element) => {
      element.click();
      refocus(element);
    });
  } else if (event instanceof KeyboardEvent && !inField && !passingKeys.has(event.key)) {
    // In a field, typing is kept as its value (takeTypedValues).
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    later((element) => {
      refocus(element);
      element.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }));
    });
  } else if (event.type === 'submit') {
    // A form sent by Enter in its field, without a button: React will send it.
    event.preventDefault();
    later((form) => (form as HTMLFormElement).requestSubmit());
  } else if (event.type === 'pointerdown' && event instanceof PointerEvent && event.isPrimary && !inField) {
    // A press that may become a drag (a swipe on a carousel): kept once the
    // pointer is lifted, if it moved far enough to be one.
    const start = event;
    const lifted = (end: PointerEvent) => {
      if (end.pointerId !== start.pointerId) return;
      window.removeEventListener('pointerup', lifted, true);
      window.removeEventListener('pointercancel', lifted, true);
      if (end.type === 'pointercancel' || Math.hypot(end.clientX - start.clientX, end.clientY - start.clientY) < DRAG_PX) return;
      const drag = (element: HTMLElement) => replayDrag(element, start, end);
      // Lifted after React took over: React saw no press, so the drag is done again now.
      if (!island.hasAttribute('data-hydrated')) later(drag);
      else if (!failed.has(island)) {
        const element = elementAt(island, path);
        if (element) void drag(element);
      }
    };
    window.addEventListener('pointerup', lifted, true);
    window.addEventListener('pointercancel', lifted, true);
  }
  wake(island);
}

/** How far, in px, a pointer goes between press and lift for a drag rather than a tap: a carousel's swipe threshold. */
const DRAG_PX = 10;

/**
 * A drag done again: pressed where it was, moved and lifted where it was
 * lifted, each in a task of its own so that the island has drawn what the
 * press changed (its handlers see that state) before the move.
 */
async function replayDrag(element: HTMLElement, start: PointerEvent, end: PointerEvent): Promise<void> {
  const { pointerId, pointerType } = start;
  const steps: Array<[string, PointerEvent, number]> = [
    ['pointerdown', start, 1],
    ['pointermove', end, 1],
    ['pointerup', end, 0],
  ];
  for (const [type, at, buttons] of steps) {
    element.dispatchEvent(
      new PointerEvent(type, {
        pointerId,
        pointerType,
        isPrimary: true,
        clientX: at.clientX,
        clientY: at.clientY,
        button: 0,
        buttons,
        bubbles: true,
        cancelable: true,
        composed: true,
      }),
    );
    await nextTask();
  }
}

/**
 * The values typed into the island's fields before hydration, each put back
 * to the server's: React hydrates the HTML it rendered, with its own state.
 * `replay` types them again once React listens.
 */
function takeTypedValues(island: HTMLElement): Array<{ path: number[]; value: string }> {
  return [...island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(field)].flatMap((element) => {
    const server =
      element instanceof HTMLSelectElement
        ? (([...element.options].find((option) => option.defaultSelected) ?? element.options[0])?.value ?? '')
        : element.defaultValue;
    // A file chosen cannot be set again by a script.
    if (element.value === server || element.type === 'file') return [];
    const value = element.value;
    element.value = server;
    return [{ path: pathFrom(island, element), value }];
  });
}

/**
 * Once the island has hydrated: its fields get what was typed, through the
 * browser's value setter (React watches the element's own) and an `input`
 * event, as typing does: React sees the change and calls onChange. Then each
 * tap and key is done again, in order.
 */
async function replay(island: HTMLElement, typed: Array<{ path: number[]; value: string }>): Promise<void> {
  for (const { path, value } of typed) {
    const element = elementAt(island, path);
    if (!element) continue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const actions = waiting.get(island) ?? [];
  waiting.delete(island);
  // In order, a drag's steps done before what came after it.
  for (const action of actions) await action(island);
}

for (const type of ['click', 'keydown', 'submit', 'input', 'pointerdown']) document.addEventListener(type, capture, true);

// ── When each island wakes ──────────────────────────────────────────────────

/** What the visitor does that goes beyond reading the first screen. */
const goingFurther = ['scroll', 'pointerdown', 'keydown'] as const;

/** Runs `then` once, on the visitor's first scroll, tap or key press. */
function onceGoneFurther(then: () => void): void {
  const gone = () => {
    for (const type of goingFurther) window.removeEventListener(type, gone, true);
    then();
  };
  for (const type of goingFurther) window.addEventListener(type, gone, { capture: true, passive: true });
}

/** Whether the device has a mouse or a trackpad: islands that wake with it never do on a touch screen. */
const hasMouse = () => matchMedia('(any-pointer: fine)').matches;

function schedule(element: HTMLElement): void {
  const when = (element.dataset.wake ?? 'load') as Wake;
  if (when === 'idle') {
    whenIdle(() => wake(element));
  } else if (when === 'visible') {
    onFirstVisible(element, { threshold: 0, rootMargin: '200px' }, () => wake(element));
  } else if (when === 'interaction') {
    onceGoneFurther(() => onFirstVisible(element, { threshold: 0, rootMargin: '200px' }, () => wake(element)));
  } else if (when === 'mouse') {
    if (!hasMouse()) return;
    const moved = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      window.removeEventListener('pointermove', moved);
      wake(element);
    };
    window.addEventListener('pointermove', moved, { passive: true });
  } else {
    wake(element);
  }
}

/**
 * Once the visitor scrolls, taps or presses a key, after the load event and
 * when the browser is idle: the modules the page's islands need to wake,
 * fetched and run (defining components renders nothing), so that an island
 * reached later only has to hydrate. A visitor who only reads the first
 * screen costs the phone no code it does not use. An island that wakes
 * earlier imports what it needs itself; one that waits for a mouse fetches
 * its own when it moves. A failure here is left for the island's wake to
 * report.
 */
function prepareIslands(elements: HTMLElement[]): void {
  const names = new Set(elements.filter((element) => element.dataset.wake !== 'mouse').map((element) => element.dataset.island!));
  if (names.size === 0) return;
  const prepare = () =>
    whenIdle(() => {
      loadReact().catch(() => {});
      for (const name of names) islands[name]?.().catch(() => {});
    });
  onceGoneFurther(() => {
    if (document.readyState === 'complete') prepare();
    else window.addEventListener('load', prepare, { once: true });
  });
}

const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
elements.forEach(schedule);
prepareIslands(elements);
prefetchListed(whenIdle);
