import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildContactEmail, type ContactRecord } from '../_shared/contact-email.ts';
import { formatEml } from '../_shared/eml.ts';
import { projectRoot } from '../../../scripts/project-root.ts';
import { useDenoFunction } from '../../../tests/setup/deno-function.ts';

// The Edge Function under the real Deno runtime (npm package `deno`): type
// checked as Deno sees it, then run with Deno.serve captured, against a
// local stand-in for Brevo and for the Data API. Nothing leaves 127.0.0.1.

const record: ContactRecord = {
  id: 7,
  created_at: '2026-01-05T17:45:00.000Z',
  name: 'Ève « Test » 🌸',
  email: 'eve@exemple.fr',
  phone: null,
  project: 'page-unique',
  message: 'Ligne 1\n<b>Ligne 2</b>\nשלום',
  source_page: '/',
};

/** Stands for the labels of content/contact.ts, as docs/supabase.md has them set. */
const projects = { 'page-unique': 'Page unique', autre: 'Autre' };
const settings = { brand: 'Éclosion Web', from: 'a@exemple.fr', to: 'b@exemple.fr', projects, siteUrl: 'https://www.eclosion-web.fr' };
// A booked call, as private.contact_notification_payload gives it.
const booking = {
  id: 3,
  event: 'booked',
  starts_at: '2026-03-31T07:30:00+00:00',
  ends_at: '2026-03-31T08:00:00+00:00',
  time_zone: 'Europe/Paris',
  cancel_token: '0f8e7a52-5d0c-4d36-9d43-3f4b2c1a9e77',
};

const deno = useDenoFunction('notify-contact', (request, response) => {
  if (request.url === '/brevo') response.writeHead(201, { 'content-type': 'application/json' }).end('{"messageId":"<1@brevo>"}');
  else response.writeHead(204).end();
});
const shared = (file: string) => JSON.stringify(pathToFileURL(join(projectRoot, 'supabase/functions/_shared', file)).href);

describe('notify-contact under Deno', () => {
  test('type checks as Deno sees it', { timeout: 120_000 }, async () => {
    const { stderr } = await deno.check();
    expect(stderr).not.toMatch(/error/i);
  });

  test('refuses a call without the secret, e-mails and records with it, and writes the same .eml as Node', { timeout: 120_000 }, async () => {
    const before = deno.seen.length;
    const last = await deno.runScript(
      `
const { buildContactEmail } = await import(${shared('contact-email.ts')});
const { formatEml } = await import(${shared('eml.ts')});
const record = ${JSON.stringify(record)};
const call = (headers: Record<string, string>) => handler(new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ type: 'INSERT', record }) }));
const without = await call({});
const wrong = await call({ 'x-contact-notify-secret': 'nope' });
const right = await call({ 'x-contact-notify-secret': 'le-secret' });
const eml = formatEml(buildContactEmail(record, ${JSON.stringify(settings)}), { date: new Date('2026-01-05T17:45:01Z'), messageId: 'same' });
const booked = await handler(new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'application/json', 'x-contact-notify-secret': 'le-secret' }, body: JSON.stringify({ type: 'INSERT', record: { ...record, id: 8 }, owner_notified: false, visitor_notified: false, booking: ${JSON.stringify(booking)} }) }));
console.log(JSON.stringify({ statuses: [without.status, wrong.status, right.status, booked.status], eml }));
`,
      {
        SUPABASE_URL: deno.origin(),
        SUPABASE_SERVICE_ROLE_KEY: 'service-key',
        BREVO_API_KEY: 'brevo-key',
        BREVO_API_URL: `${deno.origin()}/brevo`,
        CONTACT_NOTIFY_SECRET: 'le-secret',
        CONTACT_EMAIL_FROM: 'ne-pas-repondre@eclosion-web.fr',
        CONTACT_EMAIL_TO: 'contact@eclosion-web.fr',
        CONTACT_BRAND: 'Éclosion Web',
        CONTACT_PROJECTS: JSON.stringify(projects),
        CONTACT_SITE_URL: settings.siteUrl,
        CONTACT_CANCELLATION: JSON.stringify({ project: 'resiliation', noticeDays: 30 }),
      },
    );
    const result = JSON.parse(last) as { statuses: number[]; eml: string };
    expect(result.statuses).toEqual([401, 401, 200, 200]);
    // Only the call with the secret reached Brevo, then the notification record.
    const calls = deno.seen.slice(before);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /brevo',
      'PATCH /rest/v1/contact_notifications?message_id=eq.7',
      'PATCH /rest/v1/contact_notifications?message_id=eq.7',
      // The booked call: the owner's e-mail, then the visitor's, each recorded.
      'POST /brevo',
      'PATCH /rest/v1/contact_notifications?message_id=eq.8',
      'POST /brevo',
      'PATCH /rest/v1/contact_notifications?message_id=eq.8',
      'PATCH /rest/v1/contact_notifications?message_id=eq.8',
    ]);
    const brevo = JSON.parse(calls[0]!.body) as Record<string, unknown>;
    expect(calls[0]!.headers['api-key']).toBe('brevo-key');
    expect(brevo).toMatchObject({
      sender: { email: 'ne-pas-repondre@eclosion-web.fr', name: 'Éclosion Web' },
      to: [{ email: 'contact@eclosion-web.fr' }],
      replyTo: { email: 'eve@exemple.fr', name: 'Ève « Test » 🌸' },
      subject: 'Demande de contact\u202f: Ève « Test » 🌸 — Page unique (Éclosion Web)',
    });
    expect(String(brevo.htmlContent)).toContain('&lt;b&gt;Ligne 2&lt;/b&gt;');
    expect(String(brevo.textContent)).toContain('lundi 5 janvier 2026 à 18\u00a0h\u00a045 (heure de Paris)');
    expect(calls[1]!.headers.authorization).toBe('Bearer service-key');
    expect(JSON.parse(calls[1]!.body)).toEqual({ owner_notified_at: expect.any(String) });
    expect(JSON.parse(calls[2]!.body)).toMatchObject({ last_error: null, notified_at: expect.any(String) });
    const visitor = JSON.parse(calls[5]!.body) as {
      to: Array<{ email: string }>;
      subject: string;
      textContent: string;
      attachment: Array<{ name: string; content: string }>;
    };
    expect(visitor.to).toEqual([{ email: 'eve@exemple.fr', name: 'Ève « Test » 🌸' }]);
    // Summer time began on 29 March 2026: 07:30 UTC is 9:30 in Paris.
    expect(visitor.subject).toBe('Votre appel gratuit est réservé\u202f: mardi 31\u00a0mars à 9\u00a0h\u00a030 (Éclosion Web)');
    expect(visitor.textContent).toContain(`${settings.siteUrl}/rendez-vous/annuler/#${booking.cancel_token}`);
    expect(visitor.attachment.map((file) => file.name)).toEqual(['appel-gratuit.ics']);
    expect(atob(visitor.attachment[0]!.content)).toContain('DTSTART:20260331T073000Z');
    expect(JSON.parse(calls[6]!.body)).toEqual({ visitor_notified_at: expect.any(String) });
    // One module, two runtimes, the same bytes.
    const node = formatEml(buildContactEmail(record, settings), {
      date: new Date('2026-01-05T17:45:01Z'),
      messageId: 'same',
    });
    expect(result.eml).toBe(node);
  });
});
