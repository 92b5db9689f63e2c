-- Both are told of a booked call, and of a cancelled one.
--
-- A booking's request (20261202130000_booking_owner_notice.sql) now names
-- its booking, and a cancellation adds a request of its own, so the owner's
-- e-mail can carry the calendar invitation (or its cancellation). The same
-- notification also e-mails the visitor: the confirmation with the
-- invitation and the cancel link, or the notice that the call is cancelled.
-- Each of the two e-mails is recorded when sent, so a retry sends only what
-- is missing and the owner is never held back by the visitor's address.

alter table public.contact_messages
  add column booking_id bigint references public.bookings (id) on delete set null,
  add column booking_event text check (booking_event in ('booked', 'cancelled'));
comment on column public.contact_messages.booking_id is
  'The free call this request tells of (added by the database, never by a visitor: not in the insert grant).';

alter table public.contact_notifications
  add column owner_notified_at timestamptz,
  add column visitor_notified_at timestamptz;
comment on column public.contact_notifications.notified_at is
  'When every e-mail of the request was sent: the owner''s, and the visitor''s for a booked or cancelled call or a cancelled subscription.';
comment on column public.contact_notifications.owner_notified_at is 'When the owner''s e-mail was sent.';
comment on column public.contact_notifications.visitor_notified_at is
  'When the visitor''s e-mail (a call''s confirmation or cancellation, a subscription''s cancellation receipt) was sent.';
-- Requests already delivered were delivered to the owner.
update public.contact_notifications set owner_notified_at = notified_at where notified_at is not null;

/**
 * What the e-mail function is given for one request: the row, whether the
 * owner's e-mail is already sent, and for a free call its booking (the
 * slot, the owner's time zone, and the cancel secret while the visitor's
 * confirmation is still to send). The same for pg_net and the local server.
 */
create function private.contact_notification_payload(p_message_id bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
           'type', 'INSERT', 'schema', 'public', 'table', 'contact_messages',
           'record', to_jsonb(m) - 'booking_id' - 'booking_event',
           'owner_notified', n.owner_notified_at is not null,
           'visitor_notified', n.visitor_notified_at is not null,
           'booking', case when b.id is null or m.booking_event is null then null else jsonb_build_object(
             'id', b.id,
             'event', m.booking_event,
             'starts_at', b.starts_at,
             'ends_at', b.ends_at,
             'time_zone', s.time_zone,
             'cancel_token', case when m.booking_event = 'booked' and b.cancelled_at is null then b.cancel_token end) end)
    from public.contact_messages m
    join public.contact_notifications n on n.message_id = m.id
    left join public.bookings b on b.id = m.booking_id
    left join private.booking_settings s on true
   where m.id = p_message_id
$$;
revoke all on function private.contact_notification_payload(bigint) from public;

create or replace function private.post_contact_notification(p_message_id bigint) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  target text := private.vault_secret('contact_notify_url');
  secret text := private.vault_secret('contact_notify_secret');
  payload jsonb;
begin
  if not private.has_pg_net() or target is null or secret is null then
    return false;
  end if;
  payload := private.contact_notification_payload(p_message_id);
  if payload is null then
    return false;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 10000)'
    using target, payload, jsonb_build_object('content-type', 'application/json', 'x-contact-notify-secret', secret);
  return true;
exception when others then
  -- A broken e-mail set-up must never lose the request: it stays pending.
  raise warning 'contact notification for % not queued: %', p_message_id, sqlerrm;
  return false;
end;
$$;

/** The slot as the owner's e-mail and the table show it: 'Tuesday 8 December 2026, 14:30 (Europe/Paris)'. */
create function private.booking_slot_text(p_starts_at timestamptz, p_time_zone text) returns text
language sql stable set search_path = '' as $$
  select format('%s (%s)', to_char(p_starts_at at time zone p_time_zone, 'FMDay FMDD FMMonth YYYY, HH24:MI'), p_time_zone)
$$;

/**
 * A booked call, and a cancelled one (by its link, or by the owner in the
 * table), each add a request that names the booking: both are told, and
 * after a cancellation the slot is free.
 */
create or replace function private.bookings_tell_owner() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  s private.booking_settings;
  booked boolean := tg_op = 'INSERT';
begin
  select * into strict s from private.booking_settings;
  insert into public.contact_messages (name, email, phone, project, message, source_page, booking_id, booking_event)
    values (new.name, new.email, new.phone, s.project_key,
            case when booked
              then format(E'Free call booked: %s, %s minutes. Booking #%s.\n%s',
                          private.booking_slot_text(new.starts_at, s.time_zone), s.call_minutes, new.id, new.message)
              else format('Free call cancelled: %s. Booking #%s; the slot is free again.', private.booking_slot_text(new.starts_at, s.time_zone), new.id)
            end,
            new.source_page, new.id, case when booked then 'booked' else 'cancelled' end);
  return null;
end;
$$;
create trigger bookings_tell_cancellation after update of cancelled_at on public.bookings
  for each row when (old.cancelled_at is null and new.cancelled_at is not null)
  execute function private.bookings_tell_owner();

/** As before, for calls still to come: a call that has begun is no longer cancelled by its link. */
create or replace function public.cancel_booking(p_token uuid) returns timestamptz
language sql volatile security definer set search_path = '' as $$
  update public.bookings
     set cancelled_at = now(), cancel_token = null
   where cancel_token = p_token and cancelled_at is null and p_token is not null and starts_at > now()
  returning starts_at
$$;

/** As before; the text says which e-mail is missing (the owner's, or only the visitor's). */
create or replace function private.alert_undelivered_contacts() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  target text := private.vault_secret('contact_alert_url');
  v_after interval := (select s.alert_after from private.contact_settings s);
  ids bigint[];
  lines text;
  body text;
begin
  if not private.has_pg_net() or target is null then
    return 0;
  end if;
  if not exists (
    select from public.contact_notifications n join public.contact_messages m on m.id = n.message_id
     where n.notified_at is null and m.created_at < now() - v_after
       and (n.alerted_at is null or n.alerted_at < now() - interval '1 day')
  ) then
    return 0;
  end if;
  select array_agg(m.id order by m.id desc),
         string_agg(format('#%s, received %s UTC, %s, %s tries, last error: %s', m.id, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI'),
                           case when n.owner_notified_at is null then 'owner not e-mailed' else 'owner e-mailed, visitor not' end,
                           n.attempts, coalesce(left(n.last_error, 200), 'none (never called: check the Vault secrets)')), E'\n' order by m.id desc)
    into ids, lines
    from public.contact_notifications n join public.contact_messages m on m.id = n.message_id
   where n.notified_at is null and m.created_at < now() - v_after;
  body := format(E'%s contact request(s) stored but not fully e-mailed for over %s. '
                 'Read them in the table contact_messages, fix the e-mail (last error below), then resend: see docs/supabase.md, "Requests not e-mailed".\n%s',
                 cardinality(ids), v_after, lines);
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 10000)'
    using target, jsonb_build_object('text', body, 'content', left(body, 2000), 'undelivered', to_jsonb(ids)),
          jsonb_build_object('content-type', 'application/json');
  update public.contact_notifications set alerted_at = now() where message_id = any(ids);
  return cardinality(ids);
exception when others then
  raise warning 'alert about undelivered contact requests not queued: %', sqlerrm;
  return 0;
end;
$$;
