-- Every request reaches the owner, whatever fails.
--
-- Delivery: a pending notification is retried at the capped interval (six
-- hours) for as long as the request is kept, no longer twelve times; a try
-- counts only when the e-mail function was called; the retry job serves the
-- requests tried least first, newest first among them, so a backlog cannot
-- keep a new request waiting; and requests still not e-mailed after
-- `alert_after` are announced to the owner through a second channel, a
-- webhook stored in the Vault (`contact_alert_url`), which does not go
-- through the mail provider.
--
-- Floods: a ceiling on the requests stored per hour and per day for the
-- whole site; IPv6 clients counted by /64; the e-mail limit counts the
-- address without its `+tag`, and per client, so that a stranger's junk
-- carrying someone's address does not lock that person out.
--
-- Every value is in private.contact_settings (one row), read at each request.

create table private.contact_settings (
  only_row boolean primary key default true check (only_row),
  per_client_hour integer not null check (per_client_hour > 0),
  per_email_hour integer not null check (per_email_hour > 0),
  total_hour integer not null check (total_hour > 0),
  total_day integer not null check (total_day > 0),
  alert_after interval not null check (alert_after > interval '0')
);
comment on table private.contact_settings is
  'Flood limits and the delay before undelivered requests are announced by the alert webhook (docs/supabase.md).';
insert into private.contact_settings (per_client_hour, per_email_hour, total_hour, total_day, alert_after)
  values (5, 5, 20, 100, interval '2 hours');

-- ---------------------------------------------------------------------------
-- Flood limits

/** An address as it is counted: an IPv6 host owns its /64, so the /64 is the client; an IPv4-mapped address is its IPv4 one. */
create function private.contact_client_group(p_address text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  parsed inet;
begin
  if p_address is null then
    return null;
  end if;
  begin
    parsed := p_address::inet;
  exception when others then
    -- Not an address PostgreSQL reads: counted as given.
    return p_address;
  end;
  if family(parsed) = 6 and host(parsed) ~* '^::ffff:[0-9]+(\.[0-9]+){3}$' then
    parsed := substr(host(parsed), 8)::inet;
  end if;
  if family(parsed) = 6 then
    return host(network(set_masklen(parsed, 64))) || '/64';
  end if;
  return host(parsed);
end;
$$;

/**
 * An e-mail address as the limit counts it: lower case, without the `+tag`
 * of its local part (which most providers deliver to the same box), and
 * without dots for Gmail, which ignores them.
 */
create function private.contact_email_key(p_email text) returns text
language sql immutable set search_path = '' as $$
  with parts as (
    select lower(regexp_replace(split_part(p_email, '@', 1), '\+.*$', '')) as local_part,
           lower(split_part(p_email, '@', 2)) as domain
  )
  select case when domain in ('gmail.com', 'googlemail.com') then replace(local_part, '.', '') else local_part end || '@' || domain
    from parts
$$;

alter table private.contact_flood_log
  alter column client_hash drop not null,
  add column email_hash text;
create index contact_flood_log_email on private.contact_flood_log (email_hash, created_at);
create index contact_flood_log_recent on private.contact_flood_log (created_at);
drop index if exists public.contact_messages_email_recent;

/**
 * Refuses a request with PostgREST's status 429 when the site has stored
 * `total_day` requests in the last day or `total_hour` in the last hour, or this
 * e-mail address from this client `per_email_hour`, or this client (its
 * address, its /64 in IPv6) `per_client_hour`. Only accepted requests
 * count, so a refused flood does not prolong the wait. The e-mail is
 * counted per client: five junk requests carrying someone's address from
 * elsewhere do not lock that person out; the site's ceiling bounds a sender
 * that rotates addresses. One lock for the whole site: the counts are exact,
 * and a contact form's rate makes the wait nothing.
 */
create or replace function private.check_contact_flood(p_email text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  limits private.contact_settings;
  salt text := (select s.salt from private.flood_salt s);
  client text := private.contact_client_group(private.request_client_address());
  v_client text;
  v_email text;
begin
  select * into strict limits from private.contact_settings;
  v_client := case when client is null then null else encode(sha256(convert_to(salt || client, 'UTF8')), 'hex') end;
  v_email := encode(sha256(convert_to(salt || 'e-mail ' || private.contact_email_key(p_email) || ' from ' || coalesce(v_client, ''), 'UTF8')), 'hex');
  perform pg_advisory_xact_lock(hashtext('contact-flood'));
  if (select count(*) from private.contact_flood_log l where l.created_at > now() - interval '1 day') >= limits.total_day then
    raise exception 'Too many contact requests today for the whole site; try again tomorrow'
      using errcode = 'PT429';
  end if;
  if (select count(*) from private.contact_flood_log l where l.created_at > now() - interval '1 hour') >= limits.total_hour then
    raise exception 'Too many contact requests this hour for the whole site; try again in an hour'
      using errcode = 'PT429';
  end if;
  if (select count(*) from private.contact_flood_log l
       where l.email_hash = v_email and l.created_at > now() - interval '1 hour') >= limits.per_email_hour then
    raise exception 'Too many contact requests for this e-mail address; try again in an hour'
      using errcode = 'PT429';
  end if;
  if v_client is not null and (select count(*) from private.contact_flood_log l
       where l.client_hash = v_client and l.created_at > now() - interval '1 hour') >= limits.per_client_hour then
    raise exception 'Too many contact requests from this address; try again in an hour'
      using errcode = 'PT429';
  end if;
  insert into private.contact_flood_log (client_hash, email_hash) values (v_client, v_email);
end;
$$;

-- ---------------------------------------------------------------------------
-- Delivery

alter table public.contact_notifications add column alerted_at timestamptz;
comment on column public.contact_notifications.alerted_at is
  'Last time the alert webhook (contact_alert_url) announced this request as not e-mailed.';

/** A secret of the Vault, or null where there is no Vault (PGlite, a plain PostgreSQL) or no such secret. */
create function private.vault_secret(p_name text) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  value text;
begin
  if to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into value using p_name;
  return nullif(btrim(value), '');
end;
$$;
revoke all on function private.vault_secret(text) from public;

/** Whether the e-mail function can be called: pg_net and both Vault secrets are there. */
create function private.can_post_contact_notifications() returns boolean
language sql stable security definer set search_path = '' as $$
  select private.has_pg_net()
     and private.vault_secret('contact_notify_url') is not null
     and private.vault_secret('contact_notify_secret') is not null
$$;
revoke all on function private.can_post_contact_notifications() from public;

/**
 * The pending notifications that are due (all pending ones with p_all),
 * marked as attempted once more. No limit on the number of tries: a request
 * is retried every six hours at most for as long as it is kept. The least
 * tried come first, the newest first among them: a request just stored is
 * never behind a backlog, and a backlog is worked through in turn.
 */
create or replace function private.claim_contact_notifications(p_all boolean default false, p_limit integer default 20)
returns setof public.contact_messages
language sql security definer set search_path = '' as $$
  with due as (
    select n.message_id from public.contact_notifications n
     where n.notified_at is null and (p_all or n.next_attempt_at <= now())
     order by n.attempts, n.message_id desc
     limit p_limit
     for update skip locked
  ), claimed as (
    update public.contact_notifications n
       set attempts = n.attempts + 1,
           next_attempt_at = now() + private.contact_notification_delay(n.attempts + 1)
      from due where n.message_id = due.message_id
    returning n.message_id
  )
  select m.* from public.contact_messages m join claimed c on c.message_id = m.id order by m.id desc
$$;

/**
 * Calls the e-mail function again for each due notification; returns how
 * many were queued. Without the function's address and secret nothing is
 * claimed, and a call that could not be queued gives its try back.
 */
create or replace function private.retry_contact_notifications() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  queued integer := 0;
  message record;
begin
  if not private.can_post_contact_notifications() then
    return 0;
  end if;
  for message in select id from private.claim_contact_notifications() loop
    if private.post_contact_notification(message.id) then
      queued := queued + 1;
    else
      update public.contact_notifications
         set attempts = attempts - 1, next_attempt_at = now() + interval '5 minutes'
       where message_id = message.id;
    end if;
  end loop;
  return queued;
end;
$$;

/**
 * The second way to the owner: when a request is still not e-mailed
 * `alert_after` after it was stored, one POST to the webhook in the Vault
 * (`contact_alert_url`: a Slack, Mattermost or Discord incoming webhook, or
 * any URL taking JSON) lists every such request by number and time, and
 * says how to see and resend them. It names no visitor, so the webhook's
 * host receives no personal data. Sent again at most once a day while any
 * stays undelivered. Returns how many requests it listed (0: nothing sent).
 */
create function private.alert_undelivered_contacts() returns integer
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
         string_agg(format('#%s, received %s UTC, %s tries, last error: %s', m.id, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI'),
                           n.attempts, coalesce(left(n.last_error, 200), 'none (never called: check the Vault secrets)')), E'\n' order by m.id desc)
    into ids, lines
    from public.contact_notifications n join public.contact_messages m on m.id = n.message_id
   where n.notified_at is null and m.created_at < now() - v_after;
  body := format(E'%s contact request(s) stored but not e-mailed to the owner for over %s. '
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
revoke all on function private.alert_undelivered_contacts() from public;

do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('alert-undelivered-contacts', '41 * * * *', 'select private.alert_undelivered_contacts()');
  end if;
end;
$$;
