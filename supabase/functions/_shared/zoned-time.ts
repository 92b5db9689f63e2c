// Wall time in a time zone ⇄ instants, with Intl alone (no time zone data
// shipped to the browser). Instants are milliseconds since the epoch. Web
// APIs only: the slot picker (src/booking/), the Edge Functions and the
// local server run this very file.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let known = formatters.get(timeZone);
  if (!known) {
    known = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, known);
  }
  return known;
}

export interface WallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Minutes since midnight. */
  minutes: number;
  /** 0 Monday … 6 Sunday. */
  weekday: number;
}

const weekdayIndex: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** What a clock in `timeZone` reads at `instant`. */
export function wallTimeAt(instant: number, timeZone: string): WallTime & { second: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdayIndex[parts.weekday!]!,
  };
}

/** The zone's offset from UTC at `instant`, in milliseconds (Paris: +1 h in winter, +2 h in summer). */
export function offsetAt(instant: number, timeZone: string): number {
  const wall = wallTimeAt(instant, timeZone);
  const [year, month, day] = wall.date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, 0, wall.minutes, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a clock in `timeZone` reads `date` at `minutes` past midnight,
 * or undefined when that wall time does not exist there (the hour skipped
 * when summer time starts). A wall time read twice (the hour repeated when
 * it ends) is its second reading, in standard time, as PostgreSQL reads it
 * (`timestamp at time zone`), so that the database accepts the same slots.
 */
export function instantOf(date: string, minutes: number, timeZone: string): number | undefined {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  // The offset a few hours either side covers both readings of a repeated hour.
  const candidates = [offsetAt(asUtc - 12 * 3_600_000, timeZone), offsetAt(asUtc + 12 * 3_600_000, timeZone)]
    .map((offset) => asUtc - offset)
    .filter((instant) => {
      const wall = wallTimeAt(instant, timeZone);
      return wall.date === date && wall.minutes === minutes;
    })
    .sort((a, b) => a - b);
  return candidates.at(-1);
}

/** The day after (or `days` after) an ISO date, on the calendar. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whether Intl knows `timeZone` ('Europe/Paris': yes; 'Romance Standard Time', Outlook's name: no). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** 'Europe/Paris' → 'Paris': the owner's city, shown beside a time when the visitor's clock differs. */
export function cityOf(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
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

/**
 * The instant a clock in `timeZone` reads `wall`, as iCalendar reads a
 * time without a zone of its own (RFC 5545, 3.3.5): a reading that happens
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
