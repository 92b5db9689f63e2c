// Analytics events, for any script of the site (the contact forms report a
// sent message with it). They are sent only if the visitor accepted
// analytics and the build has a GA_ID; otherwise nobody listens.

export const TRACK_EVENT = 'eclosion:track';

export interface TrackedEvent {
  /** GA4 event name, such as 'cta_click', 'demo_open', 'form_sent'. */
  name: string;
  category: string;
  label: string;
  value?: number;
}

export function trackEvent(event: TrackedEvent): void {
  document.dispatchEvent(new CustomEvent<TrackedEvent>(TRACK_EVENT, { detail: event }));
}

/** Links and buttons tracked by attributes: data-track (name), data-track-category, data-track-label, data-track-value. */
export function eventOf(element: HTMLElement): TrackedEvent | undefined {
  const { track: name, trackCategory: category = '', trackLabel: label = '', trackValue } = element.dataset;
  if (!name) return undefined;
  const value = trackValue === undefined ? undefined : Number(trackValue);
  return { name, category, label, ...(value !== undefined && Number.isFinite(value) ? { value } : {}) };
}
