import { dialledNumber, shownNumber } from '../site/phone.ts';

/** A phone number that dials when tapped; it never wraps mid-number. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${dialledNumber(phone)}`}>{shownNumber(phone)}</a>;
}

/** An e-mail address that opens the visitor's e-mail program. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
