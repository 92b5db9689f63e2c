import { simpleParser } from 'mailparser';
import { describe, expect, test, vi } from 'vitest';
import { buildContactEmail, parseProjectLabels, type ContactRecord, type EmailSettings } from './contact-email.ts';
import { formatEml } from './eml.ts';
import { handleNotifyRequest, secretHeader, type NotifyDependencies } from './notify-handler.ts';

// The owner's e-mail, written as an .eml and read back by an independent
// parser (mailparser), as a mail program would.

const settings: EmailSettings = {
  brand: 'Éclosion Web',
  from: 'ne-pas-repondre@eclosion-web.fr',
  to: 'contact@eclosion-web.fr',
  dashboardUrl: 'https://supabase.com/dashboard/project/abc/editor?schema=public&table=contact_messages',
  projects: { 'vitrine-artisan': 'Vitrine d’artisan', autre: 'Autre' },
  siteUrl: 'https://www.eclosion-web.fr',
};

const hostile: ContactRecord = {
  id: 42,
  created_at: '2026-07-14T08:30:00.000Z',
  name: 'Zoé <b>« L’Artiste »</b> 🌸',
  email: "zoe.o'neil+devis@exemple.fr",
  phone: '+33 6 12 34 56 78',
  project: 'vitrine-artisan',
  message:
    'Entreprise\u202f: Atelier "Fleurs" & Cie\n\nBonjour,\n<script>alert("x")</script> & <img src=x onerror=alert(1)>\n\nمرحبا، أريد موقعا 🌍\n« Merci ! »',
  source_page: '/blog/combien-coute-un-site-internet/',
};

const parse = (record: ContactRecord) =>
  simpleParser(formatEml(buildContactEmail(record, settings), { date: new Date('2026-07-14T08:30:05Z'), messageId: 'test-1' }));

describe('the e-mail to the owner', () => {
  test('a message full of HTML, quotes, line breaks, emoji and right-to-left text comes back exactly', async () => {
    const email = buildContactEmail(hostile, settings);
    const parsed = await parse(hostile);
    expect(parsed.subject).toBe('Demande de contact\u202f: Zoé <b>« L’Artiste »</b> 🌸 — Vitrine d’artisan (Éclosion Web)');
    expect(parsed.replyTo?.value).toEqual([{ address: hostile.email, name: hostile.name }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : undefined).toEqual([{ address: 'contact@eclosion-web.fr', name: '' }]);
    expect(parsed.text).toBe(email.text);
    expect(parsed.html).toBe(email.html);
    // Every field and where it came from, in Paris time (UTC+2 in July).
    for (const value of [hostile.name, hostile.email, hostile.phone!, hostile.message, hostile.source_page!]) {
      expect(parsed.text).toContain(value);
    }
    // The project by its label, not the key the table stores.
    expect(parsed.text).toContain('Projet\u202f: Vitrine d’artisan\n');
    expect(parsed.html).toContain('<td dir="auto" style="padding:4px 0">Vitrine d’artisan</td>');
    expect(parsed.text).toContain('mardi 14 juillet 2026 à 10\u00a0h\u00a030 (heure de Paris)');
    expect(parsed.text).toContain(settings.dashboardUrl);
    expect(parsed.html).toContain(`href="${settings.dashboardUrl!.replace(/&/g, '&amp;')}"`);
  });

  test("the visitor's text never becomes HTML", async () => {
    const html = String((await parse(hostile)).html);
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Zoé &lt;b&gt;« L’Artiste »&lt;/b&gt; 🌸');
    expect(html).toContain('<div dir="auto"');
  });

  test('line breaks in any field cannot add a header', async () => {
    const attack = {
      ...hostile,
      name: 'Ana\r\nBcc: victime@exemple.com\r\n',
      project: 'Autre\nX-Spam: oui',
      email: 'ana@exemple.fr\r\nCc: autre@exemple.com',
    };
    const raw = formatEml(buildContactEmail(attack, settings), { date: new Date(), messageId: 'x' });
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(head).not.toMatch(/^(Bcc|Cc|X-Spam):/im);
    const parsed = await simpleParser(raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.cc).toBeUndefined();
    expect(parsed.headers.has('x-spam')).toBe(false);
    expect(parsed.subject).toBe('Demande de contact\u202f: Ana Bcc: victime@exemple.com — Autre X-Spam: oui (Éclosion Web)');
    // Not a valid address: no Reply-To rather than a forged one.
    expect(parsed.replyTo).toBeUndefined();
  });

  test('bidirectional and invisible characters of a name or project are removed from the subject and the Reply-To name', async () => {
    const tricky = { ...hostile, name: 'Ana\u202Efdp.exe\u200B \u2066Martin\u2069\u200F\uFEFF', project: 'vitrine-artisan' };
    const parsed = await parse(tricky);
    expect(parsed.subject).toBe('Demande de contact\u202f: Anafdp.exe Martin — Vitrine d’artisan (Éclosion Web)');
    expect(parsed.replyTo?.value[0]?.name).toBe('Anafdp.exe Martin');
    // The message itself is the visitor's text, kept as sent.
    expect(parsed.text).toContain('Entreprise');
  });

  test('a long non-ASCII subject is folded into valid encoded words', async () => {
    const parsed = await parse({ ...hostile, name: 'Éléonore-Bérénice '.repeat(5).trim() });
    expect(parsed.subject).toBe(`Demande de contact\u202f: ${'Éléonore-Bérénice '.repeat(5).trim()} — Vitrine d’artisan (Éclosion Web)`);
  });

  test('a project key the site does not know is shown as stored, and said to be unknown', async () => {
    for (const project of ['ancienne-offre', 'constructor']) {
      const parsed = await parse({ ...hostile, project });
      expect(parsed.subject).toBe(`Demande de contact\u202f: Zoé <b>« L’Artiste »</b> 🌸 — ${project} (Éclosion Web)`);
      expect(parsed.text).toContain(`Projet\u202f: ${project} (projet inconnu du site)\n`);
    }
  });

  test('a request without a project says so', async () => {
    const parsed = await parse({ ...hostile, project: null });
    expect(parsed.subject).toBe('Demande de contact\u202f: Zoé <b>« L’Artiste »</b> 🌸 — projet non précisé (Éclosion Web)');
    expect(parsed.text).toContain('Projet\u202f: —\n');
  });

  test('without a dashboard, the e-mail says how to list the requests locally', () => {
    const email = buildContactEmail(hostile, { ...settings, dashboardUrl: undefined });
    expect(email.text).toContain('npm run messages');
  });
});

describe('the project labels of the Edge Function (CONTACT_PROJECTS)', () => {
  test('are read from a JSON object from key to label', () => {
    expect(parseProjectLabels('{"vitrine-artisan":"Vitrine d’artisan"}')).toEqual({ 'vitrine-artisan': 'Vitrine d’artisan' });
  });

  test.each(['', 'Vitrine', '["vitrine"]', '{"vitrine":1}', 'null'])('refuse %j, saying what is expected', (json) => {
    expect(() => parseProjectLabels(json)).toThrow('CONTACT_PROJECTS must be a JSON object from project key to label');
  });
});

describe('the notify-contact handler', () => {
  const payload = { type: 'INSERT', table: 'contact_messages', record: hostile };
  const deps = (): NotifyDependencies & { send: ReturnType<typeof vi.fn>; record: ReturnType<typeof vi.fn>; recordSent: ReturnType<typeof vi.fn> } => ({
    secret: 's3cret-value',
    settings,
    send: vi.fn(async () => {}),
    record: vi.fn(async () => {}),
    recordSent: vi.fn(async () => {}),
  });
  const call = (headers: Record<string, string>, body: unknown = payload) =>
    new Request('http://localhost/functions/v1/notify-contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  test.each([
    ['no secret', {}],
    ['a wrong secret', { [secretHeader]: 's3cret-valuf' }],
    ['the secret as a bearer token only', { authorization: 'Bearer s3cret-value' }],
  ])('a call with %s does nothing', async (_, headers) => {
    const d = deps();
    const response = await handleNotifyRequest(call(headers), d);
    expect(response.status).toBe(401);
    expect(d.send).not.toHaveBeenCalled();
    expect(d.record).not.toHaveBeenCalled();
  });

  test('a call with the secret sends one e-mail and records it', async () => {
    const d = deps();
    const response = await handleNotifyRequest(call({ [secretHeader]: 's3cret-value' }), d);
    expect(response.status).toBe(200);
    expect(d.send).toHaveBeenCalledTimes(1);
    expect(d.send.mock.calls[0]![0]).toMatchObject({ replyTo: { email: hostile.email }, to: { email: settings.to } });
    expect(d.recordSent).toHaveBeenCalledWith(42, 'owner');
    expect(d.record).toHaveBeenCalledWith(42, { ok: true });
  });

  test('a failed send is recorded with its reason and answered 502', async () => {
    const d = deps();
    d.send.mockRejectedValueOnce(new Error('Brevo answered 500'));
    const response = await handleNotifyRequest(call({ [secretHeader]: 's3cret-value' }), d);
    expect(response.status).toBe(502);
    expect(d.record).toHaveBeenCalledWith(42, { ok: false, error: 'Brevo answered 500' });
    expect(d.recordSent).not.toHaveBeenCalled();
  });

  test('a body without a record is refused', async () => {
    const d = deps();
    const response = await handleNotifyRequest(call({ [secretHeader]: 's3cret-value' }, { record: { id: 1 } }), d);
    expect(response.status).toBe(400);
    expect(d.send).not.toHaveBeenCalled();
  });
});
