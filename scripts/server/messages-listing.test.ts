import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import contact from '../../content/contact.ts';
import { projectRoot } from '../project-root.ts';
import { startLocalBackend } from './local-backend.ts';

// `npm run messages` prints visitors' text in the owner's terminal: what the
// database accepts (carriage returns in a message, bidirectional overrides
// anywhere) must not be able to rewrite the listing.

const dataDir = `/dev/shm/eclosion-listing-${randomUUID().slice(0, 8)}`;
const hostile = {
  name: 'Alice \u202Eevil\u202C',
  email: 'alice@exemple.fr',
  message: 'Bonjour\r#2  1 janvier 2026  Faux Message <faux@exemple.fr>\nLigne \u2066isolée\u2069 ok\tfin',
};
/** A request filed under a project of content/contact.ts: the table keeps its key. */
const project = contact.projects.at(-1)!;

beforeAll(async () => {
  const backend = await startLocalBackend(dataDir, { command: 'vitest' });
  const db = await backend.db();
  await db.query("insert into public.contact_messages (name, email, message, source_page) values ($1, $2, $3, '/')", [
    hostile.name,
    hostile.email,
    hostile.message,
  ]);
  await db.query("insert into public.contact_messages (name, email, message, source_page, project) values ('Bruno', 'bruno@exemple.fr', 'Bonjour', '/', $1)", [
    project.key,
  ]);
  await backend.close();
}, 240_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const runMessages = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/messages.ts', ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, ECLOSION_DATA_DIR: dataDir },
  });

describe('npm run messages', () => {
  test('shows control and bidirectional characters as escapes: a message cannot forge a line', { timeout: 120_000 }, async () => {
    const { stdout } = await runMessages();
    expect(stdout).not.toMatch(/[\r\u202A-\u202E\u2066-\u2069]/);
    expect(stdout).toContain('Alice \\u{202E}evil\\u{202C} <alice@exemple.fr>');
    expect(stdout).toContain('    │ Bonjour\\u{000D}#2  1 janvier 2026  Faux Message <faux@exemple.fr>\n    │ Ligne \\u{2066}isolée\\u{2069} ok\tfin\n');
    expect(stdout.split('\n').filter((line) => line.startsWith('#'))).toHaveLength(2);
    // The project as content labels it, not the key the table keeps.
    expect(stdout).toContain(`Bruno <bruno@exemple.fr>\n    ${project.label} · /\n`);
  });

  test('--json keeps the stored text exactly', { timeout: 120_000 }, async () => {
    const { stdout } = await runMessages('--json');
    expect(JSON.parse(stdout)).toEqual([expect.objectContaining(hostile), expect.objectContaining({ project: project.key })]);
  });
});
