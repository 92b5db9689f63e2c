import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type RootOptions } from 'react-dom/client';

// React itself, loaded by the booter only on pages that have an island.

export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  options: RootOptions & { onUncaughtError?: (error: unknown) => void },
): { unmount(): void } {
  return hydrateRoot(element, createElement(Component, props), options);
}
