import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { startStandIn, supabaseHeaders, type StandIn } from '../../tests/setup/local-stand-in.ts';
import { fetchMessagesFromServer } from './local-backend.ts';

// A flood through the local server, as production's ceilings meet it: every
// request from another address with another e-mail. The site's ceiling
// holds, and once the window has passed a real request is stored and the
// owner gets its e-mail.

const root = `/dev/shm/eclosion-flood-${randomUUID().slice(0, 8)}`;
let standIn: StandIn;

beforeAll(async () => {
  mkdirSync(`${root}/site`, { recursive: true });
  standIn = await startStandIn({
    siteDir: `${root}/site`,
    dataDir: `${root}/data`,
    clientAddress: (req) => String(req.headers['x-test-client']),
    siteCeiling: true,
  });
}, 240_000);

afterAll(async () => {
  await standIn?.stop();
  rmSync(root, { recursive: true, force: true });
});

const post = (row: Record<string, string>) =>
  fetch(`${standIn.origin}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { ...supabaseHeaders, 'x-test-client': `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::${randomUUID().slice(0, 4)}` },
    body: JSON.stringify(row),
  });
const junk = () => ({ name: 'Junk', email: `junk-${randomUUID().slice(0, 8)}@exemple.fr`, message: 'x', source_page: '/' });
/** Moves the flood window on by `age`: what was counted happened that much earlier. */
const passTime = async (age: string) => (await standIn.db()).exec(`update private.contact_flood_log set created_at = created_at - interval '${age}'`);

test('a flood from rotating addresses and e-mails stops at the day’s ceiling; a real request after it is stored and e-mailed', async () => {
  let stored = 0;
  let refused = 0;
  const [limits] = (await (await standIn.db()).query<{ total_hour: number; total_day: number }>('select total_hour, total_day from private.contact_settings'))
    .rows;
  // Two days of flood, one request an hour over the hourly ceiling.
  for (let hour = 0; hour < 48; hour++) {
    for (let i = 0; i <= limits!.total_hour; i++) {
      const answer = await post(junk());
      if (answer.status === 201) stored++;
      else {
        expect(answer.status).toBe(429);
        refused++;
      }
      await answer.body?.cancel();
    }
    await passTime('1 hour');
  }
  const rows = (await fetchMessagesFromServer(`${root}/data`)) ?? [];
  expect(rows).toHaveLength(stored);
  // One day's ceiling a day, whatever the flood rotates (its hourly ceiling lets the day's fill up).
  expect(stored).toBe(2 * limits!.total_day);
  expect(refused).toBeGreaterThan(0);

  await passTime('1 day');
  const log = vi.spyOn(console, 'log');
  const real = { name: 'Vraie Cliente', email: `cliente-${randomUUID().slice(0, 8)}@exemple.fr`, message: 'Un vrai projet.', source_page: '/' };
  expect((await post(real)).status).toBe(201);
  const eml = await vi.waitFor(
    () => {
      const file = readdirSync(join(root, 'data', 'outbox')).find((name) => readFileSync(join(root, 'data', 'outbox', name), 'utf8').includes(real.email));
      if (!file) throw new Error('no e-mail yet');
      return file;
    },
    { timeout: 10_000, interval: 100 },
  );
  expect(log.mock.calls.some(([line]) => String(line).includes(eml))).toBe(true);
  log.mockRestore();
});
