// The weekdays as content/booking.ts names them, Monday first. Apart from
// the schema so that the browser's slot arithmetic does not bring zod along.
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];
