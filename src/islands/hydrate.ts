import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type RootOptions } from 'react-dom/client';

// React itself, loaded by the booter only on pages that have an island.

/**
 * Marks the island's element `data-hydrated` once React has committed it:
 * the island then answers the visitor (tests and the benchmark wait on it).
 * It renders its child as is, so the tree, and React's ids, are those of the
 * server's HTML.
 */
function Committed({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    element.setAttribute('data-hydrated', '');
  }, [element]);
  return children;
}

export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  options: RootOptions & { onUncaughtError?: (error: unknown) => void },
): { unmount(): void } {
  return hydrateRoot(element, createElement(Committed, { element }, createElement(Component, props)), options);
}
