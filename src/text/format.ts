// The one place dates and prices become French text.

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

const formattedDates = new Map<string, string>();

/** '2025-10-28' → '28 octobre 2025'. Each date formatted once: a large blog's index shows thousands, on few distinct days. */
export function formatDate(iso: string): string {
  let text = formattedDates.get(iso);
  if (text === undefined) formattedDates.set(iso, (text = dateFormat.format(new Date(`${iso}T12:00:00Z`))));
  return text;
}

const priceFormats = new Map<number, Intl.NumberFormat>();

/** 29.99 → '29,99 €', 990 → '990 €', 1990 → '1 990 €' (narrow no-break spaces as French typesetting wants). */
export function formatPrice(amount: number, decimals = Number.isInteger(amount) ? 0 : 2): string {
  let format = priceFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    priceFormats.set(decimals, format);
  }
  return format.format(amount);
}

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

/** '2025-06' → 'juin 2025'. */
export function formatMonthYear(isoMonth: string): string {
  return monthFormat.format(new Date(`${isoMonth}-15T12:00:00Z`));
}
