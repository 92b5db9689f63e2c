/**
 * How long an unanswered contact request is kept, in years after the last
 * contact: the database deletes it then (supabase/migrations, the purge),
 * and the privacy policy must say so (src/legal/legal-requirements.ts).
 * Change both together; tests/integration/database-retention.test.ts
 * compares them.
 */
export const requestRetentionYears = 3;
