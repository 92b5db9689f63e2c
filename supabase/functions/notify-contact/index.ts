// Supabase Edge Function: e-mails the owner about each new contact request.
// Called by the database (pg_net, see supabase/migrations/20261122120000_contact_limits_retention.sql) with the shared
// secret; the logic lives in ../_shared so the local server runs it too.
import { createBrevoSender } from '../_shared/brevo.ts';
import { parseCancellationSettings } from '../_shared/cancellation-receipt.ts';
import { parseProjectLabels } from '../_shared/contact-email.ts';
import { handleNotifyRequest, type NotificationResult } from '../_shared/notify-handler.ts';

const env = (name: string): string => {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`notify-contact: the secret ${name} is not set (supabase secrets set ${name}=...)`);
  return value;
};

const supabaseUrl = env('SUPABASE_URL');
const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
const projectRef = new URL(supabaseUrl).hostname.split('.')[0];

/** Updates public.contact_notifications through the Data API, as the service role. */
async function updateNotification(messageId: number, values: Record<string, string | null>): Promise<void> {
  const response = await fetch(`${supabaseUrl}/rest/v1/contact_notifications?message_id=eq.${messageId}`, {
    method: 'PATCH',
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify(values),
  });
  if (!response.ok) console.error(`notify-contact: could not record the result for #${messageId}: ${response.status} ${await response.text()}`);
}

function recordResult(messageId: number, result: NotificationResult): Promise<void> {
  const now = new Date().toISOString();
  return updateNotification(messageId, result.ok ? { notified_at: now, last_error: null } : { last_error: `${now} ${result.error}` });
}

// BREVO_API_URL is only for tests (a local stand-in for Brevo).
const send = createBrevoSender({ apiKey: env('BREVO_API_KEY'), url: Deno.env.get('BREVO_API_URL') || undefined });

Deno.serve((request) =>
  handleNotifyRequest(request, {
    secret: env('CONTACT_NOTIFY_SECRET'),
    settings: {
      // The brand of content/site.ts (docs/supabase.md sets it from there): the function cannot read the site's files.
      brand: env('CONTACT_BRAND'),
      from: env('CONTACT_EMAIL_FROM'),
      to: env('CONTACT_EMAIL_TO'),
      dashboardUrl: `https://supabase.com/dashboard/project/${projectRef}/editor?schema=public&table=contact_messages`,
      // The labels of content/contact.ts's projects, by key (docs/supabase.md sets them from there too).
      projects: parseProjectLabels(env('CONTACT_PROJECTS')),
      // content/site.ts's origin: the booking e-mails' links.
      siteUrl: env('CONTACT_SITE_URL'),
      // Which requests are a subscription's cancellation, and its notice, from the content too: their sender gets a receipt.
      cancellation: parseCancellationSettings(env('CONTACT_CANCELLATION')),
    },
    send,
    record: recordResult,
    recordSent: (messageId, recipient) => updateNotification(messageId, { [`${recipient}_notified_at`]: new Date().toISOString() }),
  }),
);
