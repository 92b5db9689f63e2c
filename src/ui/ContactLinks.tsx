/** A phone number that dials when tapped; its spaces do not break, so it never wraps mid-number. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone.replace(/ /g, '\u00a0')}</a>;
}

/** An e-mail address that opens the visitor's e-mail program. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
