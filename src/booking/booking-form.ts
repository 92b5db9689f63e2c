// The booking form's fields and their checks, as the database's constraints
// on public.bookings (supabase/migrations/*_bookings.sql) refuse them.

export interface BookingFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const emptyBookingFields: BookingFields = { name: '', email: '', phone: '', message: '' };

const bookingLimits = { name: 100, email: 255, phone: 20, message: 500 } as const;

// The contact form's e-mail pattern (src/contact/contact-message.ts), which the table repeats.
// eslint-disable-next-line no-useless-escape -- zod's pattern as zod writes it
const emailPattern = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const control = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udfff]/u;
const length = (value: string) => [...value].length;

/** The first problem, field first, in French; undefined when the fields can be sent (trimmed). */
export function checkBookingFields(fields: BookingFields): { field: keyof BookingFields; message: string } | undefined {
  const name = fields.name.trim();
  const email = fields.email.trim();
  const phone = fields.phone.trim();
  const message = fields.message.trim();
  if (!name) return { field: 'name', message: 'Le nom est requis' };
  if (length(name) > bookingLimits.name || control.test(name))
    return { field: 'name', message: `Le nom ne doit pas dépasser ${bookingLimits.name} caractères` };
  if (!emailPattern.test(email) || email.length > bookingLimits.email) return { field: 'email', message: 'Email invalide' };
  if (length(phone) > bookingLimits.phone || control.test(phone))
    return { field: 'phone', message: `Le téléphone ne doit pas dépasser ${bookingLimits.phone} caractères` };
  if (!message) return { field: 'message', message: 'Dites-nous en une ligne ce qui vous amène' };
  if (length(message) > bookingLimits.message) return { field: 'message', message: `Le projet ne doit pas dépasser ${bookingLimits.message} caractères` };
  return undefined;
}
