-- Booking the free call on the site: the owner's availability, the booked
-- calls and the owner's busy times, and what a visitor may do with them:
-- read busy ranges (no names, no e-mails), book one slot, cancel with the
-- secret of their confirmation e-mail. The database decides: a booking off
-- the availability or over another is refused, whoever sends it.
--
-- The availability is content (content/booking.ts), written here by
-- private.set_booking_availability(), which `npm run booking:availability`
-- prints as SQL for the owner to run (docs/booking.md); the local stand-in
-- runs it at each start. Until it has run, every booking is refused.

create table private.booking_settings (
  only_row boolean primary key default true check (only_row),
  time_zone text not null,
  call_minutes integer not null check (call_minutes between 5 and 240),
  buffer_minutes integer not null check (buffer_minutes between 0 and 240),
  notice interval not null check (notice >= interval '0'),
  horizon_days integer not null check (horizon_days between 1 and 120)
);
comment on table private.booking_settings is
  'The free call''s length, buffer, notice and horizon, from content/booking.ts (npm run booking:availability).';

create table private.booking_hours (
  weekday integer not null check (weekday between 1 and 7),
  starts time not null,
  ends time not null check (ends > starts),
  primary key (weekday, starts)
);
comment on table private.booking_hours is
  'Bookable windows of each ISO weekday (1 Monday … 7 Sunday), on the owner''s clock (booking_settings.time_zone).';

create table private.booking_days_off (day date primary key);

/** The owner's busy times from their own calendar (ranges only: no title, no guest). */
create table private.booking_busy (
  during tstzrange not null check (not isempty(during)),
  imported_at timestamptz not null default now()
);
create index booking_busy_during on private.booking_busy using gist (during);

create table public.bookings (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- The call and the buffer after it: what no other booking may overlap.
  held tstzrange not null,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  source_page text not null,
  cancelled_at timestamptz,
  -- The secret of the cancel link, e-mailed to the visitor; cleared once used.
  cancel_token uuid default gen_random_uuid(),

  constraint bookings_name_check check (
    char_length(name) between 1 and 100
    and name !~ '^[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
    and name !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint bookings_email_check check (
    char_length(email) <= 255
    and email ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+\-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$'
  ),
  constraint bookings_phone_check check (
    char_length(phone) between 1 and 20
    and phone !~ '^[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
    and phone !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint bookings_message_check check (
    char_length(message) between 1 and 500
    and message !~ '^[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
    and message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
  ),
  constraint bookings_source_page_check check (source_page ~ '^/[\x21-\x7e]{0,199}$'),
  constraint bookings_times_check check (ends_at > starts_at and lower(held) = starts_at and upper(held) >= ends_at),
  -- Two live bookings never share a minute, buffer included; a cancelled one frees its slot.
  constraint bookings_no_overlap exclude using gist (held with &&) where (cancelled_at is null)
);
comment on table public.bookings is
  'Free calls booked on the site. Visitors insert one (public.bookings columns granted below) and read busy ranges through public.booking_busy().';

alter table public.bookings enable row level security;
create policy "Visitors can book a call" on public.bookings for insert to anon, authenticated with check (true);
revoke all on table public.bookings from anon, authenticated;
grant insert (starts_at, name, email, phone, message, source_page) on table public.bookings to anon, authenticated;
revoke all on sequence public.bookings_id_seq from anon, authenticated;

/**
 * Whether a call may start at `p_starts_at`: on the grid of a window of its
 * weekday (the window's start plus a whole number of call plus buffer, the
 * call ending within the window), on the owner's clock, not on a day off, at
 * least `notice` from now and no later than `horizon_days` after the owner's
 * today. The same rules as src/booking/slots.ts.
 */
create function private.is_booking_slot(p_starts_at timestamptz) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  s private.booking_settings;
  local_start timestamp;
  local_day date;
  local_time time;
begin
  select * into s from private.booking_settings;
  if not found then
    return false;
  end if;
  local_start := p_starts_at at time zone s.time_zone;
  local_day := local_start::date;
  local_time := local_start::time;
  return p_starts_at >= now() + s.notice
     -- A wall time read twice in autumn is its reading in standard time, as src/booking/zoned-time.ts.
     and (local_start at time zone s.time_zone) = p_starts_at
     and date_trunc('minute', p_starts_at) = p_starts_at
     and local_day <= (now() at time zone s.time_zone)::date + s.horizon_days
     and not exists (select from private.booking_days_off d where d.day = local_day)
     and exists (
       select from private.booking_hours h
        where h.weekday = extract(isodow from local_day)
          and local_time >= h.starts
          and local_time + make_interval(mins => s.call_minutes) <= h.ends
          and local_time + make_interval(mins => s.call_minutes) > local_time
          and (extract(epoch from local_time - h.starts)::integer / 60) % (s.call_minutes + s.buffer_minutes) = 0
     );
end;
$$;
revoke all on function private.is_booking_slot(timestamptz) from public;

/**
 * The end of a call starting at `p_starts_at` and what it holds (the call
 * and the buffer after it), or a refusal with the codes of a constraint
 * (PostgREST answers 400 for a check, 409 for an overlap): a start that is
 * not a slot, one whose call or buffer meets the owner's busy times.
 */
create function private.booking_slot(p_starts_at timestamptz, out ends_at timestamptz, out held tstzrange)
language plpgsql stable security definer set search_path = '' as $$
declare
  s private.booking_settings;
begin
  select * into s from private.booking_settings;
  if not found then
    raise exception 'Booking is not set up: run the output of npm run booking:availability'
      using errcode = 'check_violation', constraint = 'bookings_slot_check';
  end if;
  if p_starts_at is null or not private.is_booking_slot(p_starts_at) then
    raise exception 'This time is not a bookable slot'
      using errcode = 'check_violation', constraint = 'bookings_slot_check';
  end if;
  ends_at := p_starts_at + make_interval(mins => s.call_minutes);
  held := tstzrange(p_starts_at, ends_at + make_interval(mins => s.buffer_minutes), '[)');
  if exists (
    select from private.booking_busy b
     where b.during && tstzrange(p_starts_at - make_interval(mins => s.buffer_minutes), upper(held), '[)')
  ) then
    raise exception 'This slot meets a busy time of the owner''s calendar'
      using errcode = 'exclusion_violation', constraint = 'bookings_no_overlap';
  end if;
end;
$$;
revoke all on function private.booking_slot(timestamptz) from public;
grant execute on function private.booking_slot(timestamptz) to anon, authenticated;

-- Security invoker: `current_user` is the role that inserts, for the flood
-- limits (the owner is not limited). What the visitor may not choose is
-- set here whatever the row says.
create function private.bookings_before_insert() returns trigger
language plpgsql set search_path = '' as $$
declare
  slot record;
begin
  if current_user in ('anon', 'authenticated') then
    perform private.check_contact_flood(new.email);
  end if;
  select * into strict slot from private.booking_slot(new.starts_at);
  new.ends_at := slot.ends_at;
  new.held := slot.held;
  new.created_at := now();
  new.cancelled_at := null;
  new.cancel_token := gen_random_uuid();
  return new;
end;
$$;
create trigger bookings_before_insert before insert on public.bookings
  for each row execute function private.bookings_before_insert();

create function private.bookings_one_row() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from new_rows) > 1 then
    raise exception 'One booking per call'
      using errcode = 'PT400';
  end if;
  return null;
end;
$$;
create trigger bookings_one_row after insert on public.bookings
  referencing new table as new_rows
  for each statement execute function private.bookings_one_row();

/**
 * What a visitor may read: the busy ranges between two instants (booked
 * calls, without their buffer, and the owner's busy times), nothing else.
 * At most 130 days at a time.
 */
create function public.booking_busy(p_from timestamptz, p_to timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > interval '130 days' then
    raise exception 'Ask for at most 130 days of busy times, from p_from to p_to'
      using errcode = '22023';
  end if;
  return query
    select u.starts_at, u.ends_at from (
      select b.starts_at, b.ends_at from public.bookings b
       where b.cancelled_at is null and b.held && tstzrange(p_from, p_to)
      union all
      select lower(x.during), upper(x.during) from private.booking_busy x
       where x.during && tstzrange(p_from, p_to)
    ) u
    order by u.starts_at;
end;
$$;
revoke all on function public.booking_busy(timestamptz, timestamptz) from public;
grant execute on function public.booking_busy(timestamptz, timestamptz) to anon, authenticated;

/**
 * The cancel link of the confirmation e-mail: frees the slot of the
 * booking whose secret this is, once. Returns the call's start, or null
 * when the secret is unknown or already used (the page then says so).
 */
create function public.cancel_booking(p_token uuid) returns timestamptz
language sql volatile security definer set search_path = '' as $$
  update public.bookings
     set cancelled_at = now(), cancel_token = null
   where cancel_token = p_token and cancelled_at is null and p_token is not null
  returning starts_at
$$;
revoke all on function public.cancel_booking(uuid) from public;
grant execute on function public.cancel_booking(uuid) to anon, authenticated;

/**
 * Writes the availability of content/booking.ts (its `availability`, as
 * JSON) into the tables above, replacing what was there. Run by the owner
 * (npm run booking:availability prints the call) and by the local stand-in.
 */
create function private.set_booking_availability(p jsonb) returns void
language plpgsql security definer set search_path = '' as $$
declare
  day_names text[] := array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  i integer;
begin
  perform now() at time zone (p ->> 'timeZone');
  delete from private.booking_settings;
  insert into private.booking_settings (time_zone, call_minutes, buffer_minutes, notice, horizon_days)
    values (p ->> 'timeZone', (p ->> 'callMinutes')::integer, (p ->> 'bufferMinutes')::integer,
            make_interval(hours => (p ->> 'noticeHours')::integer), (p ->> 'horizonDays')::integer);
  delete from private.booking_hours;
  for i in 1..7 loop
    insert into private.booking_hours (weekday, starts, ends)
      select i, (w ->> 'from')::time, (w ->> 'to')::time
        from jsonb_array_elements(coalesce(p -> 'weeklyHours' -> day_names[i], '[]')) as w;
  end loop;
  delete from private.booking_days_off;
  insert into private.booking_days_off (day)
    select distinct d::date from jsonb_array_elements_text(coalesce(p -> 'daysOff', '[]')) as d;
end;
$$;
revoke all on function private.set_booking_availability(jsonb) from public;

/** Replaces the owner's busy times (the calendar import), as [start, end) pairs in JSON. */
create function private.set_booking_busy(p jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  stored integer;
begin
  delete from private.booking_busy;
  insert into private.booking_busy (during)
    select tstzrange((b ->> 'start')::timestamptz, (b ->> 'end')::timestamptz, '[)')
      from jsonb_array_elements(p) as b
     where (b ->> 'end')::timestamptz > (b ->> 'start')::timestamptz;
  get diagnostics stored = row_count;
  return stored;
end;
$$;
revoke all on function private.set_booking_busy(jsonb) from public;

-- Retention: bookings go with the requests. A call more than three years
-- past is deleted (as a request whose last contact is), a cancelled one a
-- month after it was cancelled.
create or replace function private.purge_contact_messages() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  purged integer;
  purged_bookings integer;
begin
  delete from public.contact_messages
   where status <> 'client' and last_contact < now() - interval '3 years';
  get diagnostics purged = row_count;
  delete from public.bookings
   where starts_at < now() - interval '3 years'
      or (cancelled_at is not null and cancelled_at < now() - interval '30 days');
  get diagnostics purged_bookings = row_count;
  delete from private.contact_flood_log where created_at < now() - interval '1 day';
  return purged;
end;
$$;
