// The code of the islands that wait for the visitor to act (`wake="interaction"`):
// the page lists it (build/link.ts) and the booter has the browser fetch it
// ahead, without running it.

/** The id of the page's JSON list of the module URLs to fetch once it has loaded. */
export const ISLAND_PREFETCH_ID = 'island-prefetch';

let fetched = false;

/**
 * The modules the page lists, all asked for at once (once), into the
 * browser's cache at a low priority. fetch() asks as an import does (same
 * origin, CORS mode), so the import finds them there; each body is read for
 * the cache to keep it whole.
 */
export function fetchListed(): void {
  const list = document.getElementById(ISLAND_PREFETCH_ID)?.textContent;
  if (fetched || !list) return;
  fetched = true;
  for (const url of JSON.parse(list) as string[]) {
    fetch(url, { priority: 'low' })
      .then((response) => response.arrayBuffer())
      .catch(() => {});
  }
}

/**
 * Once the page has loaded and the browser is idle: fetchListed, so that
 * waking such an island only runs its code. Nothing runs before then: a
 * visitor who only reads keeps the phone's main thread to the page. An
 * island woken sooner calls fetchListed itself: its imports, found one
 * level after another, then come from the cache.
 */
export function prefetchListed(whenIdle: (run: () => void) => void): void {
  const start = () => whenIdle(fetchListed);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
