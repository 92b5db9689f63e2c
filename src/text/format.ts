// The one place dates, prices and counts become French text. Dates use
// Intl, each formatter made on first use (making one loads the locale's data,
// a fifth of a second on a phone); prices and counts, which islands show,
// are written out.

let dateFormat: Intl.DateTimeFormat | undefined;

const formattedDates = new Map<string, string>();

/** '2025-10-28' → '28 octobre 2025', '2026-12-01' → '1er décembre 2026'. Each date formatted once: a large blog's index shows thousands, on few distinct days. */
export function formatDate(iso: string): string {
  let text = formattedDates.get(iso);
  if (text === undefined) {
    dateFormat ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
    text = firstOfMonth(dateFormat.format(new Date(`${iso}T12:00:00Z`)));
    formattedDates.set(iso, text);
  }
  return text;
}

/** 1847 → '1 847': whole numbers grouped by three with narrow no-break spaces, as French typesetting (and Intl's fr-FR) wants. */
export function groupDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, '\u202f');
}

/**
 * 29.99 → '29,99 €', 990 → '990 €', 1990 → '1 990 €' (a no-break space
 * before the sign), for amounts of zero or more; the same text as Intl's
 * fr-FR euros. Written out because the islands show prices: a phone's first
 * Intl formatter loads the locale's data, about 0.2 s at 4 × slower CPU,
 * in the middle of hydrating the shop's first screen.
 */
export function formatPrice(amount: number, decimals = Number.isInteger(amount) ? 0 : 2): string {
  // Rounded on the decimal figures ('1.005e2' is 100.5), half up, as Intl rounds.
  const scaled = Math.round(Number(`${amount}e${decimals}`));
  const units = groupDigits(Math.floor(scaled / 10 ** decimals));
  const fraction = decimals > 0 ? `,${String(scaled % 10 ** decimals).padStart(decimals, '0')}` : '';
  return `${units}${fraction}\u00a0€`;
}

/** 42 → '42 %': a no-break space before the sign. */
export function formatPercent(value: number): string {
  return `${value}\u00a0%`;
}

let monthFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;
let momentFormat: Intl.DateTimeFormat | undefined;

/** The day an instant falls on in Paris, as an ISO date: '2026-12-02' (the build's date, a file's last change). */
export function parisDay(moment: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
  return dayFormat.format(moment);
}

/** An instant as the owner reads it, in Paris time: '2 décembre 2026 à 09:30'. */
export function formatMoment(moment: Date): string {
  momentFormat ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
  return firstOfMonth(momentFormat.format(moment));
}

/** Intl writes '1 décembre'; French writes the first day of a month '1er décembre' (the page sets the ending raised). */
const firstOfMonth = (text: string) => text.replace(/^1(?=[\s\u00a0\u202f])/, '1er');

/** '2025-06' → 'juin 2025'. */
export function formatMonthYear(isoMonth: string): string {
  monthFormat ??= new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
  return monthFormat.format(new Date(`${isoMonth}-15T12:00:00Z`));
}
