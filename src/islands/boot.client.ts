import { islands } from 'virtual:islands';

// Hydrates each island of the page when its moment comes, importing only its
// own code. A failure is logged with the island's name and the server HTML
// is put back, so the page stays usable.

type Wake = 'load' | 'idle' | 'visible';

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island!;
  const serverHtml = element.innerHTML;
  const restore = (error: unknown) => {
    console.error(`Island ${name} failed; its server-rendered HTML stays in place.`, error);
    root?.unmount();
    element.removeAttribute('data-hydrated');
    element.innerHTML = serverHtml;
  };
  let root: { unmount(): void } | undefined;
  try {
    const load = islands[name];
    if (!load) throw new Error(`no island named ${name} in this bundle`);
    const [{ default: Component }, { hydrateIsland }] = await Promise.all([load(), import('./hydrate.ts')]);
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
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => void hydrate(element));
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

document.querySelectorAll<HTMLElement>('[data-island]').forEach(schedule);
