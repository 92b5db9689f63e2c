import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../scripts/project-root.ts';

/**
 * How long the database keeps what the contact form sends, read from the
 * purge of supabase/migrations (its last definition): an unanswered request,
 * in years after the last contact, and a connection's fingerprint, in hours.
 */
export function databaseRetention(): { years: number; hours: number } {
  const migrations = join(projectRoot, 'supabase/migrations');
  const sql = readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(join(migrations, file), 'utf8'))
    .join('\n');
  const purge = [...sql.matchAll(/create (?:or replace )?function private\.purge_contact_messages\(\)[\s\S]*?\$\$[\s\S]*?\$\$/g)].at(-1)?.[0] ?? '';
  const years = /from public\.contact_messages\s+where [^;]*interval '(\d+) years?'/.exec(purge)?.[1];
  const days = /from private\.contact_flood_log where [^;]*interval '(\d+) days?'/.exec(purge)?.[1];
  if (!years || !days) throw new Error('supabase/migrations: no purge of the contact requests and of the flood log found');
  return { years: Number(years), hours: Number(days) * 24 };
}
