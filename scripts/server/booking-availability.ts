import booking from '../../content/booking.ts';
import contact from '../../content/contact.ts';
import { availabilitySchema, type Availability } from '../../src/booking/booking.schema.ts';
import type { SqlRunner } from './database.ts';

// The availability of content/booking.ts, as the database holds it
// (private.set_booking_availability): the local stand-in writes it at each
// start; `npm run booking:availability` prints the SQL for the owner's
// Supabase project (docs/booking.md).

/** The content's availability, checked; throws with the field at fault. */
export function contentAvailability(): Availability {
  return availabilitySchema.parse(booking.availability);
}

/** What the database keeps: the availability, and the project key of the owner's request for each booking. */
const databaseCopy = (availability: Availability) => JSON.stringify({ ...availability, projectKey: contact.bookingProject });

/** The statement that writes `availability` into the database. */
export function availabilitySql(availability: Availability): string {
  const json = databaseCopy(availability).replace(/'/g, "''");
  return `select private.set_booking_availability('${json}'::jsonb);`;
}

/** Writes `availability` (the content's by default) into `db`, as its owner. */
export async function writeBookingAvailability(db: SqlRunner, availability: Availability = contentAvailability()): Promise<void> {
  await db.query('select private.set_booking_availability($1::jsonb)', [databaseCopy(availability)]);
}
