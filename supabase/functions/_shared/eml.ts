import { flattenHeaderText, type ContactEmail, type Mailbox } from './contact-email.ts';

// A ContactEmail as a standard message file (RFC 5322 with MIME parts), what
// the local outbox writes instead of calling the e-mail API. Web APIs only.

export function encodeBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Header text as RFC 2047 encoded words when it is not plain ASCII, each word under 76 characters. */
function encodeHeaderWord(value: string): string {
  const text = flattenHeaderText(value);
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    // 45 bytes of UTF-8 give 60 characters of base64, plus 12 for =?UTF-8?B??=.
    if (new TextEncoder().encode(chunk + char).length > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${encodeBase64(word)}?=`).join('\r\n ');
}

function formatMailbox(mailbox: Mailbox): string {
  const address = flattenHeaderText(mailbox.email);
  if (!mailbox.name) return address;
  const name = flattenHeaderText(mailbox.name);
  // A plain ASCII name is quoted; anything else is an encoded word, which needs no quoting.
  const shown = /^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : encodeHeaderWord(name);
  return `${shown} <${address}>`;
}

function wrapLines(text: string): string {
  return (text.match(/.{1,76}/g) ?? []).join('\r\n');
}

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** RFC 5322 date in UTC: 'Sun, 22 Nov 2026 22:05:00 +0000'. */
function formatMailDate(date: Date): string {
  return `${days[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

export function formatEml(email: ContactEmail, options: { date: Date; messageId: string }): string {
  const boundary = `=_contact_${options.messageId.replace(/[^A-Za-z0-9]/g, '')}`;
  const mixed = `${boundary}_mixed`;
  const attachments = email.attachments ?? [];
  const domain = email.from.email.split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${formatMailbox(email.from)}`,
    `To: ${formatMailbox(email.to)}`,
    ...(email.replyTo ? [`Reply-To: ${formatMailbox(email.replyTo)}`] : []),
    `Subject: ${encodeHeaderWord(email.subject)}`,
    `Date: ${formatMailDate(options.date)}`,
    `Message-ID: <${options.messageId.replace(/[^A-Za-z0-9.\-]/g, '')}@${domain}>`,
    'MIME-Version: 1.0',
  ];
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', wrapLines(encodeBase64(body))].join('\r\n');
  const alternative = `Content-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n${part('text/plain', email.text)}\r\n${part('text/html', email.html)}\r\n--${boundary}--\r\n`;
  if (attachments.length === 0) return `${headers.join('\r\n')}\r\n${alternative}`;
  // The message, then each file: multipart/mixed around the two versions of the text.
  const files = attachments.map((file) => {
    const name = file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
    return [
      `--${mixed}`,
      `Content-Type: ${file.contentType}; charset=utf-8; name="${name}"`,
      `Content-Disposition: attachment; filename="${name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      wrapLines(encodeBase64(file.content)),
    ].join('\r\n');
  });
  return `${headers.join('\r\n')}\r\nContent-Type: multipart/mixed; boundary="${mixed}"\r\n\r\n--${mixed}\r\n${alternative}${files.join('\r\n')}\r\n--${mixed}--\r\n`;
}
