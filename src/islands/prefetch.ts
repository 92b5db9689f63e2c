// The code of the islands that wait for the visitor to act (`wake="interaction"`):
// the page lists it (build/link.ts) and the booter has the browser fetch it
// ahead, without running it.

/** The id of the page's JSON list of the module URLs to fetch once it has loaded. */
export const ISLAND_PREFETCH_ID = 'island-prefetch';

/**
 * Once the page has loaded and the browser is idle: the modules the page
 * lists, fetched into the browser's cache at a low priority, so that waking
 * such an island only runs them. Nothing runs before then: a visitor who
 * only reads keeps the phone's main thread to the page. fetch() asks as an
 * import does (same origin, CORS mode), so the import finds them there;
 * each body is read for the cache to keep it whole.
 */
export function prefetchListed(whenIdle: (run: () => void) => void): void {
  const list = document.getElementById(ISLAND_PREFETCH_ID)?.textContent;
  if (!list) return;
  const fetchAll = () => {
    for (const url of JSON.parse(list) as string[]) {
      fetch(url, { priority: 'low' })
        .then((response) => response.arrayBuffer())
        .catch(() => {});
    }
  };
  const start = () => whenIdle(fetchAll);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
