import { buildContactEmail, readContactRecord, type ContactEmail, type EmailSettings } from './contact-email.ts';

// What the notify-contact function does with one call, whatever runs it:
// check the shared secret, read the row, send the e-mail, record the result.
// Deno.serve hands it requests in production; the local server builds the
// same Request itself.

export const secretHeader = 'x-contact-notify-secret';

export type NotificationResult = { ok: true } | { ok: false; error: string };

export interface NotifyDependencies {
  secret: string;
  settings: EmailSettings;
  send(email: ContactEmail, messageId: number): Promise<void>;
  /** Writes the outcome where visitors cannot read it (public.contact_notifications). */
  record(messageId: number, result: NotificationResult): Promise<void>;
}

/** Compares in constant time, so the answer's timing tells nothing about the secret. */
export function isSameSecret(given: string | null, expected: string): boolean {
  if (!given || !expected) return false;
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

const respondJson = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

export async function handleNotifyRequest(request: Request, deps: NotifyDependencies): Promise<Response> {
  if (request.method !== 'POST') return respondJson(405, { error: 'POST only' });
  // Before anything else: without the secret, nothing is read, sent or written.
  if (!isSameSecret(request.headers.get(secretHeader), deps.secret)) return respondJson(401, { error: 'missing or wrong secret' });
  let payload: unknown;
  try {
    payload = await request.json();
  } catch {
    return respondJson(400, { error: 'the body is not JSON' });
  }
  const record = readContactRecord(payload);
  if (!record) return respondJson(400, { error: 'no contact_messages record in the body' });
  try {
    await deps.send(buildContactEmail(record, deps.settings), record.id);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.record(record.id, { ok: false, error: message.slice(0, 500) });
    return respondJson(502, { error: message });
  }
  await deps.record(record.id, { ok: true });
  return respondJson(200, { sent: record.id });
}
