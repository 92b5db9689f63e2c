import { islands } from 'virtual:islands';

// Hydrates each island of the page when its moment comes, importing only its
// own code. A failure is logged with the island's name and the server HTML
// is put back, so the page stays usable. Once the page has loaded, while the
// browser is idle, React and the page's islands are fetched and run ahead of
// time, so that an island the visitor reaches later only has to hydrate.

type Wake = 'load' | 'idle' | 'visible';

const loadReact = () => import('./hydrate.ts');

const whenIdle: (run: () => void) => void = (run) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island!;
  // A copy of the server's nodes, not its HTML: no string of markup is written into the page (Trusted Types).
  const serverNodes = [...element.childNodes].map((node) => node.cloneNode(true));
  const restore = (error: unknown) => {
    console.error(`Island ${name} failed; its server-rendered HTML stays in place.`, error);
    root?.unmount();
    element.removeAttribute('data-hydrated');
    element.replaceChildren(...serverNodes);
  };
  let root: { unmount(): void } | undefined;
  try {
    const load = islands[name];
    if (!load) throw new Error(`no island named ${name} in this bundle`);
    const [{ default: Component }, { hydrateIsland }] = await Promise.all([load(), loadReact()]);
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    root = hydrateIsland(element, Component, props, {
      identifierPrefix: element.dataset.prefix,
      onUncaughtError: (error) => queueMicrotask(() => restore(error)),
      onRecoverableError: (error) => console.warn(`Island ${name}: hydration mismatch, rendered again on the client.`, error),
    });
  } catch (error) {
    restore(error);
  }
}

function schedule(element: HTMLElement): void {
  const wake = (element.dataset.wake ?? 'load') as Wake;
  if (wake === 'idle') {
    whenIdle(() => void hydrate(element));
  } else if (wake === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void hydrate(element);
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
  } else {
    void hydrate(element);
  }
}

/**
 * After the load event, when the browser is idle: the modules an island needs
 * to wake, fetched once the page's own resources are in, and run (defining
 * components renders nothing). An island woken earlier imports them itself;
 * a failure here is left for the island's wake to report.
 */
function prepareIslands(elements: HTMLElement[]): void {
  const prepare = () =>
    whenIdle(() => {
      loadReact().catch(() => {});
      for (const name of new Set(elements.map((element) => element.dataset.island!))) islands[name]?.().catch(() => {});
    });
  if (document.readyState === 'complete') prepare();
  else window.addEventListener('load', prepare, { once: true });
}

const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
elements.forEach(schedule);
prepareIslands(elements);
