-- Contact requests: flood limits, the owner's follow-up (status, last
-- contact), retention, and the record of the e-mail that tells the owner.
--
-- Visitors (anon, authenticated) still insert and nothing else. Everything
-- added here lives where they cannot read or write it: the schema `private`
-- (not exposed by the Data API) and `public.contact_notifications` (no grant,
-- row-level security on, no policy).

create schema if not exists private;
revoke all on schema private from public;

-- The forms always send the page they were sent from.
update public.contact_messages set source_page = '/' where source_page is null;
alter table public.contact_messages alter column source_page set not null;

-- Followed up by the owner (dashboard or SQL), never by visitors: the insert
-- grant below names the form's columns only.
alter table public.contact_messages
  add column status text not null default 'nouveau',
  add column last_contact timestamptz not null default now(),
  add constraint contact_messages_status_check check (status in ('nouveau', 'en_cours', 'client', 'sans_suite'));
update public.contact_messages set last_contact = created_at;
comment on column public.contact_messages.status is
  'nouveau, en_cours, client or sans_suite. Set by the owner. A client''s request is never purged.';
comment on column public.contact_messages.last_contact is
  'Last exchange with the person; set by the owner. Three years after it, a request that did not become a client is deleted.';

revoke all on table public.contact_messages from anon, authenticated;
grant insert (name, email, phone, company, project, message, source_page)
  on table public.contact_messages to anon, authenticated;

-- Projects created before Supabase stopped granting by default let `anon`
-- call setval() on the id sequence; an identity column needs no right on it.
revoke all on sequence public.contact_messages_id_seq from anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Flood limits

-- A random salt, created once, so that the stored hash of a client address
-- cannot be reversed by hashing every IPv4 address.
create table private.flood_salt (
  only_row boolean primary key default true check (only_row),
  salt text not null
);
insert into private.flood_salt (salt) values (gen_random_uuid()::text || gen_random_uuid()::text);

-- Accepted requests per salted address hash, kept one day at most (purged
-- with the old requests below). Never the address itself.
create table private.contact_flood_log (
  client_hash text not null,
  created_at timestamptz not null default now()
);
create index contact_flood_log_client on private.contact_flood_log (client_hash, created_at);
create index contact_messages_email_recent on public.contact_messages (lower(email), created_at);

/**
 * The visitor's address as Supabase's gateway hands it to PostgREST:
 * `cf-connecting-ip` (set by Cloudflare, which overwrites what a client
 * sends), else the last `x-forwarded-for` entry (added by the nearest proxy;
 * the first ones are whatever the client wrote).
 */
create function private.request_client_address() returns text
language sql stable set search_path = '' as $$
  with headers as (
    select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h
  )
  select coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(reverse(split_part(reverse(coalesce(h ->> 'x-forwarded-for', '')), ',', 1))), '')
  ) from headers
$$;

/**
 * Refuses a sixth request in an hour for one e-mail address or one client
 * address, with PostgREST's custom status 429. Only accepted requests
 * count, so a refused flood does not prolong the wait, and each address has
 * its own lock: one visitor never waits for, nor blocks, another.
 */
create function private.check_contact_flood(p_email text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  address text := private.request_client_address();
  v_hash text;
begin
  perform pg_advisory_xact_lock(hashtext('contact-email:' || lower(p_email)));
  if (select count(*) from public.contact_messages
       where lower(email) = lower(p_email) and created_at > now() - interval '1 hour') >= 5 then
    raise exception 'Too many contact requests for this e-mail address; try again in an hour'
      using errcode = 'PT429';
  end if;
  if address is null then
    return;
  end if;
  v_hash := encode(sha256(convert_to((select salt from private.flood_salt) || address, 'UTF8')), 'hex');
  perform pg_advisory_xact_lock(hashtext('contact-client:' || v_hash));
  if (select count(*) from private.contact_flood_log l
       where l.client_hash = v_hash and l.created_at > now() - interval '1 hour') >= 5 then
    raise exception 'Too many contact requests from this address; try again in an hour'
      using errcode = 'PT429';
  end if;
  insert into private.contact_flood_log (client_hash) values (v_hash);
end;
$$;
revoke all on function private.check_contact_flood(text) from public;
grant usage on schema private to anon, authenticated;
grant execute on function private.check_contact_flood(text) to anon, authenticated;

-- Security invoker: `current_user` is the role that inserts. The owner and
-- the service role are not limited.
create function private.contact_messages_limit_row() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated') then
    perform private.check_contact_flood(new.email);
  end if;
  return new;
end;
$$;
create trigger contact_messages_limit_row
  before insert on public.contact_messages
  for each row execute function private.contact_messages_limit_row();

-- One request per call: a JSON array of a thousand rows is one statement.
create function private.contact_messages_one_row() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from new_rows) > 1 then
    raise exception 'One contact request per call'
      using errcode = 'PT400';
  end if;
  return null;
end;
$$;
create trigger contact_messages_one_row
  after insert on public.contact_messages
  referencing new table as new_rows
  for each statement execute function private.contact_messages_one_row();

-- ---------------------------------------------------------------------------
-- Telling the owner: one row per request, written by the database on
-- insert, updated by the e-mail function (service role) or the local server.

create table public.contact_notifications (
  message_id bigint primary key references public.contact_messages (id) on delete cascade,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  notified_at timestamptz
);
comment on table public.contact_notifications is
  'Whether the owner was e-mailed about each contact request. Not readable by visitors.';
alter table public.contact_notifications enable row level security;
revoke all on table public.contact_notifications from anon, authenticated;
grant select, insert, update on table public.contact_notifications to service_role;

/** Whether pg_net is installed (it is on Supabase; not on PGlite or a plain PostgreSQL). */
create function private.has_pg_net() returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'net' and p.proname = 'http_post'
  )
$$;

/**
 * Calls the e-mail function through pg_net when it exists and the Vault holds
 * its address and secret (`contact_notify_url`, `contact_notify_secret`).
 * pg_net queues the call and sends it after the commit: storing never waits
 * for the e-mail. Returns whether a call was queued.
 */
create function private.post_contact_notification(p_message_id bigint) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  target text;
  secret text;
  payload jsonb;
begin
  if not private.has_pg_net() or to_regclass('vault.decrypted_secrets') is null then
    return false;
  end if;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'contact_notify_url'$q$ into target;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'contact_notify_secret'$q$ into secret;
  if target is null or secret is null then
    return false;
  end if;
  select jsonb_build_object('type', 'INSERT', 'schema', 'public', 'table', 'contact_messages', 'record', to_jsonb(m))
    into payload from public.contact_messages m where m.id = p_message_id;
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
revoke all on function private.post_contact_notification(bigint) from public;

/** Attempt n waits 2^(n-1) minutes after the previous one, at most six hours. */
create function private.contact_notification_delay(p_attempts integer) returns interval
language sql immutable set search_path = '' as $$
  select least(interval '1 minute' * power(2, greatest(p_attempts - 1, 0)), interval '6 hours')
$$;

create function private.contact_messages_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.contact_notifications (message_id) values (new.id);
  if private.post_contact_notification(new.id) then
    update public.contact_notifications
       set attempts = 1, next_attempt_at = now() + private.contact_notification_delay(1)
     where message_id = new.id;
  end if;
  return null;
end;
$$;
create trigger contact_messages_notify
  after insert on public.contact_messages
  for each row execute function private.contact_messages_notify();

/**
 * The pending notifications that are due (all pending ones with p_all),
 * marked as attempted once more. Used by the retry job below and by the
 * local server, which sends them itself.
 */
create function private.claim_contact_notifications(p_all boolean default false, p_limit integer default 20)
returns setof public.contact_messages
language sql security definer set search_path = '' as $$
  with due as (
    select n.message_id from public.contact_notifications n
     where n.notified_at is null and (p_all or (n.next_attempt_at <= now() and n.attempts < 12))
     order by n.message_id
     limit p_limit
     for update skip locked
  ), claimed as (
    update public.contact_notifications n
       set attempts = n.attempts + 1,
           next_attempt_at = now() + private.contact_notification_delay(n.attempts + 1)
      from due where n.message_id = due.message_id
    returning n.message_id
  )
  select m.* from public.contact_messages m join claimed c on c.message_id = m.id order by m.id
$$;
revoke all on function private.claim_contact_notifications(boolean, integer) from public;

/** Calls the e-mail function again for each due notification; returns how many were queued. */
create function private.retry_contact_notifications() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  queued integer := 0;
  message record;
begin
  if not private.has_pg_net() then
    return 0;
  end if;
  for message in select id from private.claim_contact_notifications() loop
    if private.post_contact_notification(message.id) then
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;
revoke all on function private.retry_contact_notifications() from public;

-- ---------------------------------------------------------------------------
-- Retention (privacy policy: three years after the last contact, unless the
-- request became a client, whose data follow the accounting rules).

create function private.purge_contact_messages() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  purged integer;
begin
  delete from public.contact_messages
   where status <> 'client' and last_contact < now() - interval '3 years';
  get diagnostics purged = row_count;
  delete from private.contact_flood_log where created_at < now() - interval '1 day';
  return purged;
end;
$$;
revoke all on function private.purge_contact_messages() from public;

-- Daily purge and the notification retries, with pg_cron where the server
-- offers it (Supabase does; PGlite and a plain PostgreSQL may not).
do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron')
     or (exists (select from pg_available_extensions where name = 'pg_cron')
         and current_setting('shared_preload_libraries', true) ~ '(^|[ ,])pg_cron($|[ ,])') then
    create extension if not exists pg_cron;
    perform cron.schedule('purge-contact-messages', '17 3 * * *', 'select private.purge_contact_messages()');
    perform cron.schedule('retry-contact-notifications', '*/5 * * * *', 'select private.retry_contact_notifications()');
  end if;
  if exists (select from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
end;
$$;
