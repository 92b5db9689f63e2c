// A clock reading in a time zone → the instant, with Intl alone, for times
// a calendar gives without a zone of their own (all-day and floating ones).
// Web APIs only: the Edge Function runs this file too.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let known = formatters.get(timeZone);
  if (!known) {
    known = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, known);
  }
  return known;
}

/** Whether Intl knows `timeZone` ('Europe/Paris': yes; 'Romance Standard Time': no). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  year: number;
  /** 1 January … 12 December */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a clock in `timeZone` reads `wall`. A reading that happens
 * twice (the autumn hour) is the first one; one that never happens (the
 * spring hour) is read with the offset before the change, one hour later.
 */
export function instantOnClock(wall: WallClock, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  for (const offset of before >= after ? [before, after] : [after, before]) {
    if (offsetAt(asUtc - offset, timeZone) === offset) return asUtc - offset;
  }
  return asUtc - before;
}
