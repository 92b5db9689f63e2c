import type { Interval } from './slots.ts';
import { wallTimeAt } from '../../supabase/functions/_shared/zoned-time.ts';

// A slot as a visitor reads it, in French, in their own time zone, with the
// owner's time beside it when the two clocks differ. Day and month names are
// written out: only one Intl formatter per zone is made (zoned-time.ts).

const dayNames = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const monthNames = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const NBSP = '\u00a0';

/** 870 → '14 h 30' (no-break spaces, as French typesetting writes a time). */
function formatClock(minutes: number): string {
  return `${Math.floor(minutes / 60)}${NBSP}h${NBSP}${String(minutes % 60).padStart(2, '0')}`;
}

/** '2026-12-08' → 'mardi 8 décembre' (with the year when it is not `currentYear`). */
export function formatDay(date: string, currentYear?: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const text = `${dayNames[weekday]} ${day === 1 ? '1er' : day}${NBSP}${monthNames[month - 1]}`;
  return currentYear !== undefined && String(year) !== currentYear ? `${text} ${year}` : text;
}

export interface SlotLabel {
  /** The instant the slot starts, as an ISO string (what is sent). */
  start: string;
  /** 'YYYY-MM-DD' of the visitor's day. */
  day: string;
  /** '14 h 30', on the visitor's clock. */
  time: string;
  /** '14 h 30 à Paris' when the owner's clock differs from the visitor's; undefined when the same. */
  ownerTime?: string;
}

/** The slots grouped by the visitor's day, in time order. */
export function labelSlots(slots: readonly Interval[], visitorZone: string, ownerZone: string, ownerCity: string): Array<{ day: string; slots: SlotLabel[] }> {
  const days: Array<{ day: string; slots: SlotLabel[] }> = [];
  for (const slot of slots) {
    const visitor = wallTimeAt(slot.start, visitorZone);
    const owner = visitorZone === ownerZone ? visitor : wallTimeAt(slot.start, ownerZone);
    const differs = owner.minutes !== visitor.minutes || owner.date !== visitor.date;
    const label: SlotLabel = {
      start: new Date(slot.start).toISOString(),
      day: visitor.date,
      time: formatClock(visitor.minutes),
      ...(differs ? { ownerTime: `${formatClock(owner.minutes)} à ${ownerCity}${owner.date === visitor.date ? '' : `, ${formatDay(owner.date)}`}` } : {}),
    };
    const last = days.at(-1);
    if (last?.day === visitor.date) last.slots.push(label);
    else days.push({ day: visitor.date, slots: [label] });
  }
  return days;
}

/** 'mardi 8 décembre à 14 h 30 (14 h 00 à Paris)': a slot in a sentence (the year when it is not `currentYear`). */
export function describeSlotLabel(label: SlotLabel, currentYear?: string): string {
  return `${formatDay(label.day, currentYear)} à ${label.time}${label.ownerTime ? ` (${label.ownerTime})` : ''}`;
}
