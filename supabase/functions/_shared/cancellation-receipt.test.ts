import { simpleParser } from 'mailparser';
import { describe, expect, test } from 'vitest';
import { cancellationReceipt, parseCancellationSettings } from './cancellation-receipt.ts';
import type { ContactRecord, EmailSettings } from './contact-email.ts';
import { formatEml } from './eml.ts';
import { handleNotifyRequest, secretHeader } from './notify-handler.ts';
import { spyDependencies } from '../../../tests/fixtures/notify-deps.ts';

// The receipt of a subscription's cancellation, read back as a mail program would.

const settings = {
  brand: 'Éclosion Web',
  from: 'ne-pas-repondre@eclosion-web.fr',
  to: 'contact@eclosion-web.fr',
  projects: { resiliation: 'Résiliation d’une maintenance', autre: 'Autre' },
  siteUrl: 'https://www.eclosion-web.fr',
  cancellation: { project: 'resiliation', noticeDays: 30 },
} satisfies EmailSettings;

const notice: ContactRecord = {
  id: 31,
  // Saturday 10 October 2026, 23:40 in Paris (summer time): the next day in UTC+0 is still the 10th.
  created_at: '2026-10-10T21:40:00.000Z',
  name: 'Louis <Martin>',
  email: 'louis@exemple.fr',
  phone: null,
  project: 'resiliation',
  message:
    'Adresse du site\u202f: www.atelier.fr\nOption résiliée\u202f: Maintenance seule\n\nJe résilie mon option de maintenance, avec un préavis de 30 jours.',
  source_page: '/resiliation/',
};

describe('the cancellation receipt', () => {
  test('says when it was received and when it takes effect, in Paris, and quotes what was sent', async () => {
    const mail = await simpleParser(formatEml(cancellationReceipt(notice, settings)!, { date: new Date(), messageId: 'r-1' }));
    expect(mail.to).toMatchObject({ value: [{ address: 'louis@exemple.fr' }] });
    expect(mail.replyTo).toMatchObject({ value: [{ address: settings.to }] });
    expect(mail.subject).toBe('Votre résiliation est bien reçue (Éclosion Web)');
    expect(mail.text).toContain('le samedi 10\u00a0octobre 2026 à 23\u00a0h\u00a040 (heure de Paris)');
    // Thirty days later, after the change to winter time.
    expect(mail.text).toContain('Elle prend effet le lundi 9\u00a0novembre 2026, au terme du préavis de 30\u00a0jours.');
    expect(mail.text).toContain('Option résiliée\u202f: Maintenance seule');
    expect(mail.html).toContain('Louis &lt;Martin&gt;');
    expect(mail.html).not.toContain('<Martin>');
  });

  test.each(['', '{"project":"resiliation"}', '{"project":3,"noticeDays":30}', '{"project":"resiliation","noticeDays":-1}'])(
    'the setting %j is refused, saying what is expected',
    (json) => {
      expect(() => parseCancellationSettings(json)).toThrow('CONTACT_CANCELLATION must be a JSON object such as');
    },
  );
});

describe('the handler', () => {
  const deps = () => spyDependencies(settings);
  const call = (record: ContactRecord, d: ReturnType<typeof deps>, patch: Record<string, unknown> = {}) =>
    handleNotifyRequest(
      new Request('http://localhost/', { method: 'POST', headers: { [secretHeader]: 's3cret' }, body: JSON.stringify({ type: 'INSERT', record, ...patch }) }),
      d,
    );

  test('a cancellation: the owner, then the receipt to its sender, each recorded', async () => {
    const d = deps();
    expect((await call(notice, d)).status).toBe(200);
    expect(d.send.mock.calls.map(([email]) => email.to.email)).toEqual([settings.to, notice.email]);
    expect(d.recordSent.mock.calls).toEqual([
      [31, 'owner'],
      [31, 'visitor'],
    ]);
  });

  test('any other request: the owner only; a receipt already sent is not sent again', async () => {
    const other = deps();
    await call({ ...notice, project: 'autre' }, other);
    expect(other.send.mock.calls.map(([email]) => email.to.email)).toEqual([settings.to]);
    const retried = deps();
    await call(notice, retried, { owner_notified: true, visitor_notified: true });
    expect(retried.send).not.toHaveBeenCalled();
    expect(retried.record).toHaveBeenCalledWith(31, { ok: true });
  });
});
