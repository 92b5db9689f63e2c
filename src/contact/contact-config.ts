// Where the contact forms send their message. Plain constants: read by the
// browser code and by the local stand-in (scripts/server/local-supabase.ts).

/**
 * The anon key of the local stand-in, the only key it accepts. It is public
 * on purpose (like any Supabase anon key) and opens nothing but the local
 * database. A real project's key comes from SUPABASE_ANON_KEY at build time.
 */
export const localAnonKey = 'eclosion-local-anon-key';

/** The table both forms insert into (supabase/migrations/*_contact_messages.sql). */
export const contactTable = 'contact_messages';
