import type { ContactEmail } from './contact-email.ts';
import { encodeBase64 } from './eml.ts';

// Sends a ContactEmail with Brevo's transactional API (a French provider,
// servers in the EU): POST /v3/smtp/email, answered 201 with a messageId.
// https://developers.brevo.com/reference/sendtransacemail

const brevoApiUrl = 'https://api.brevo.com/v3/smtp/email';

export interface BrevoOptions {
  apiKey: string;
  /** Another address for the API (tests use a local one). */
  url?: string;
  /** A call that has not answered by then counts as failed, so the retry takes over. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createBrevoSender(options: BrevoOptions): (email: ContactEmail) => Promise<void> {
  const send = options.fetch ?? fetch;
  return async (email) => {
    const response = await send(options.url ?? brevoApiUrl, {
      method: 'POST',
      headers: { 'api-key': options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        sender: { email: email.from.email, name: email.from.name },
        to: [{ email: email.to.email, ...(email.to.name ? { name: email.to.name } : {}) }],
        ...(email.replyTo ? { replyTo: { email: email.replyTo.email, name: email.replyTo.name } } : {}),
        subject: email.subject,
        textContent: email.text,
        htmlContent: email.html,
        ...(email.attachments?.length ? { attachment: email.attachments.map((file) => ({ name: file.filename, content: encodeBase64(file.content) })) } : {}),
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`Brevo answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    await response.body?.cancel();
  };
}
