// The site's phone number, written once in content/site.ts as the owner
// likes it: international ('+33 6 12 34 56 78') or as French customers dial
// it ('06 12 34 56 78'). Every place that shows or dials it goes through here.

/** The two ways content may write it. */
export const phonePattern = /^(?:\+\d[\d ]{6,}|0[1-9](?: ?\d\d){4})$/;

/** For `tel:` links and structured data: '+33612345678' (a French number written from 0 gets +33). */
export function dialledNumber(phone: string): string {
  const digits = phone.replace(/\s/g, '');
  return digits.startsWith('0') ? `+33${digits.slice(1)}` : digits;
}

/** As a visitor reads it: its spaces do not break, so it never wraps mid-number. */
export function shownNumber(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}
