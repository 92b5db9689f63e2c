import { availabilitySql, contentAvailability } from './server/booking-availability.ts';

// `npm run booking:availability`: the SQL that gives the Supabase project the
// availability of content/booking.ts. Paste it into the SQL editor (or pipe
// it to psql) after each change of the file; the local server writes it
// itself at each start. docs/booking.md.

console.log(availabilitySql(contentAvailability()));
