import { buildVisitorBookingEmail, readBookingNotice, visitorIsTold, withBooking } from './booking-email.ts';
import { cancellationReceipt } from './cancellation-receipt.ts';
import { buildContactEmail, readContactRecord, type ContactEmail, type ContactRecord, type EmailSettings } from './contact-email.ts';

// What the notify-contact function does with one call, whatever runs it:
// check the shared secret, read the row, send the e-mails, record the result.
// The owner's e-mail goes first, then, for a free call or a cancelled
// subscription, the visitor's (confirmation or receipt); each
// is recorded once sent, so a retry sends only what is missing (the
// payload says what was sent). Deno.serve hands it requests in production;
// the local server builds the same Request itself.

export const secretHeader = 'x-contact-notify-secret';

export type NotificationResult = { ok: true } | { ok: false; error: string };

export interface NotifyDependencies {
  secret: string;
  settings: EmailSettings;
  send(email: ContactEmail, messageId: number): Promise<void>;
  /** Writes the outcome where visitors cannot read it (public.contact_notifications). */
  record(messageId: number, result: NotificationResult): Promise<void>;
  /** Records that one of the request's e-mails is sent (contact_notifications.owner_notified_at, visitor_notified_at). */
  recordSent(messageId: number, recipient: 'owner' | 'visitor'): Promise<void>;
}

/** The e-mail the visitor gets for this request, if any: a free call's confirmation or cancellation, a cancelled subscription's receipt. */
function visitorEmail(payload: unknown, record: ContactRecord, settings: EmailSettings): ContactEmail | undefined {
  const booking = readBookingNotice(payload);
  if (booking) return visitorIsTold(booking, record) ? buildVisitorBookingEmail(booking, record, settings) : undefined;
  return cancellationReceipt(record, settings);
}

const flag = (payload: unknown, key: string) => typeof payload === 'object' && payload !== null && (payload as Record<string, unknown>)[key] === true;

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
  const booking = readBookingNotice(payload);
  let step = 'owner';
  try {
    if (!flag(payload, 'owner_notified')) {
      const email = buildContactEmail(record, deps.settings);
      await deps.send(booking ? withBooking(email, booking, record, deps.settings) : email, record.id);
      await deps.recordSent(record.id, 'owner');
    }
    step = 'visitor';
    const toVisitor = flag(payload, 'visitor_notified') ? undefined : visitorEmail(payload, record, deps.settings);
    if (toVisitor) {
      await deps.send(toVisitor, record.id);
      await deps.recordSent(record.id, 'visitor');
    }
  } catch (error) {
    const message = `${step === 'visitor' ? "the visitor's e-mail: " : ''}${error instanceof Error ? error.message : String(error)}`;
    await deps.record(record.id, { ok: false, error: message.slice(0, 500) });
    return respondJson(502, { error: message });
  }
  await deps.record(record.id, { ok: true });
  return respondJson(200, { sent: record.id });
}
