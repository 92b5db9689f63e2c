import { describe } from 'vitest';
import { defineBookingDatabaseTests } from '../setup/booking-database-tests.ts';
import { defineContactDatabaseTests } from '../setup/contact-database-tests.ts';
import { useMigratedPGlite } from '../setup/migrated-pglite.ts';

// The contact form's and the free call's database rules on PGlite, the engine of the local stand-in.

const db = useMigratedPGlite();

describe('PGlite', () => {
  defineContactDatabaseTests(db);
  describe('bookings', () => defineBookingDatabaseTests(db));
});
