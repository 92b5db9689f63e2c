/**
 * True when the visitor asked for less motion: nothing then moves on its own
 * (`prefers-reduced-motion: reduce`). Always false on the server, where there is no media query.
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
