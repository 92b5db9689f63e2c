-- The owner's own calendar removes its busy times from the free slots.
--
-- Every 15 minutes pg_cron has pg_net call the Edge Function `sync-busy`
-- (its address and a shared secret in the Vault: `booking_sync_url`,
-- `booking_sync_secret`), with the owner's time zone and horizon. The
-- function fetches the private iCal address (its secret
-- BOOKING_CALENDAR_URL), reads the busy times (start and end only) and
-- writes them with public.import_booking_busy(), which only the service role
-- may run; or, when the calendar cannot be fetched or read, records why with
-- public.record_booking_calendar_error() and leaves the last import in place:
-- a failure never frees the owner's busy times. When no import has succeeded
-- for `stale_after` (six hours), the alert webhook of the contact requests
-- (`contact_alert_url`) says so, once a day. private.booking_calendar_sync is
-- where the owner reads the last success and the last error (docs/booking.md).
-- The local stand-in runs the same parser and calls the same functions
-- (scripts/server/booking-calendar.ts).

create table private.booking_calendar_sync (
  only_row boolean primary key default true check (only_row),
  stale_after interval not null default interval '6 hours' check (stale_after > interval '0'),
  -- The first call of the function, so that an import that never succeeds is announced too.
  watched_since timestamptz,
  last_success_at timestamptz,
  last_busy_count integer,
  last_error_at timestamptz,
  last_error text,
  alerted_at timestamptz
);
comment on table private.booking_calendar_sync is
  'The owner''s calendar import: last success, last error, when the alert webhook last said it is stale (docs/booking.md, "Your own calendar").';
insert into private.booking_calendar_sync default values;

/** What the import needs to know of the availability: the owner's zone and how far ahead slots are offered, or null before it is set up. */
create function private.booking_calendar_request() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('timeZone', s.time_zone, 'horizonDays', s.horizon_days) from private.booking_settings s
$$;
revoke all on function private.booking_calendar_request() from public;

/**
 * Replaces the owner's busy times with an import of their calendar, a JSON
 * array of {"start", "end"} instants, and records the success. Anything
 * else than such an array is refused, and the previous import stays.
 */
create function public.import_booking_busy(p_busy jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  stored integer;
begin
  if jsonb_typeof(p_busy) is distinct from 'array'
     or exists (select from jsonb_array_elements(p_busy) b
                 where jsonb_typeof(b -> 'start') is distinct from 'string' or jsonb_typeof(b -> 'end') is distinct from 'string') then
    raise exception 'import_booking_busy: expected a JSON array of {"start": "<ISO instant>", "end": "<ISO instant>"}'
      using errcode = '22023';
  end if;
  stored := private.set_booking_busy(p_busy);
  update private.booking_calendar_sync
     set last_success_at = now(), last_busy_count = stored, alerted_at = null, watched_since = coalesce(watched_since, now());
  return stored;
end;
$$;
revoke all on function public.import_booking_busy(jsonb) from public, anon, authenticated;
grant execute on function public.import_booking_busy(jsonb) to service_role;

/** Records why the calendar could not be imported; the busy times of the last import stay. */
create function public.record_booking_calendar_error(p_error text) returns void
language sql security definer set search_path = '' as $$
  update private.booking_calendar_sync
     set last_error_at = now(), last_error = left(coalesce(nullif(btrim(p_error), ''), 'unknown error'), 500),
         watched_since = coalesce(watched_since, now())
$$;
revoke all on function public.record_booking_calendar_error(text) from public, anon, authenticated;
grant execute on function public.record_booking_calendar_error(text) to service_role;

/**
 * Has pg_net call the function `sync-busy` (Vault: `booking_sync_url`,
 * `booking_sync_secret`) with the owner's zone and horizon. Returns whether
 * a call was queued: not without pg_net, the two secrets or the availability.
 */
create function private.sync_booking_calendar() returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  target text := private.vault_secret('booking_sync_url');
  secret text := private.vault_secret('booking_sync_secret');
  body jsonb := private.booking_calendar_request();
begin
  if not private.has_pg_net() or target is null or secret is null or body is null then
    return false;
  end if;
  update private.booking_calendar_sync set watched_since = coalesce(watched_since, now());
  -- The function answers once the calendar is fetched and stored, which may take seconds.
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 60000)'
    using target, body, jsonb_build_object('content-type', 'application/json', 'x-booking-sync-secret', secret);
  return true;
exception when others then
  raise warning 'calendar import not queued: %', sqlerrm;
  return false;
end;
$$;
revoke all on function private.sync_booking_calendar() from public;

/**
 * Whether the busy times are stale: the import is watched (the function was
 * called or an import ran) and none succeeded for `stale_after`.
 */
create function private.booking_calendar_is_stale() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(s.last_success_at, s.watched_since) < now() - s.stale_after from private.booking_calendar_sync s
$$;
revoke all on function private.booking_calendar_is_stale() from public;

/**
 * Says through the alert webhook (`contact_alert_url`, the one of the
 * undelivered requests) that the calendar has not been imported for
 * `stale_after`, with the last error and what to do; again at most once a
 * day while it lasts. Returns whether a message was sent.
 */
create function private.alert_stale_booking_calendar() returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  target text := private.vault_secret('contact_alert_url');
  s private.booking_calendar_sync;
  body text;
begin
  select * into strict s from private.booking_calendar_sync;
  if not private.has_pg_net() or target is null or not coalesce(private.booking_calendar_is_stale(), false)
     or (s.alerted_at is not null and s.alerted_at > now() - interval '1 day') then
    return false;
  end if;
  body := format(E'The owner''s calendar has not been imported for over %s (last import: %s). '
                 'The busy times of the last import still apply; meetings added since may be booked over. '
                 'Last error: %s. Check the secret BOOKING_CALENDAR_URL of the function sync-busy: see docs/booking.md, "Your own calendar".',
                 s.stale_after,
                 coalesce(to_char(s.last_success_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), 'never'),
                 coalesce(to_char(s.last_error_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC", ') || left(s.last_error, 300),
                          'none recorded (is the function deployed, with the same booking_sync_secret?)'));
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 10000)'
    using target, jsonb_build_object('text', body, 'content', left(body, 2000)), jsonb_build_object('content-type', 'application/json');
  update private.booking_calendar_sync set alerted_at = now();
  return true;
exception when others then
  raise warning 'alert about the stale calendar not queued: %', sqlerrm;
  return false;
end;
$$;
revoke all on function private.alert_stale_booking_calendar() from public;

do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('sync-booking-calendar', '*/15 * * * *', 'select private.sync_booking_calendar()');
    perform cron.schedule('alert-stale-booking-calendar', '47 * * * *', 'select private.alert_stale_booking_calendar()');
  end if;
end;
$$;
