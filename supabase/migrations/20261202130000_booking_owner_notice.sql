-- The owner hears of each booked call as of a contact request: the booking
-- adds a request (the visitor's name, e-mail and phone, the project key of
-- content/contact.ts's `bookingProject`, and a message giving the slot in
-- the owner's time zone), so the owner's e-mail, its retries and the alert
-- webhook when it fails are the requests' own, and the owner answers it
-- where the other requests are read. The request is added by the database,
-- not by the visitor: it is not counted twice by the flood limits.

alter table private.booking_settings
  add column project_key text not null default 'appel-gratuit'
  check (project_key ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$' and char_length(project_key) <= 50);

/** As before, and `projectKey`: the key the owner's request is filed under (content/contact.ts's bookingProject). */
create or replace function private.set_booking_availability(p jsonb) returns void
language plpgsql security definer set search_path = '' as $$
declare
  day_names text[] := array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  i integer;
begin
  perform now() at time zone (p ->> 'timeZone');
  delete from private.booking_settings;
  insert into private.booking_settings (time_zone, call_minutes, buffer_minutes, notice, horizon_days, project_key)
    values (p ->> 'timeZone', (p ->> 'callMinutes')::integer, (p ->> 'bufferMinutes')::integer,
            make_interval(hours => (p ->> 'noticeHours')::integer), (p ->> 'horizonDays')::integer,
            coalesce(p ->> 'projectKey', 'appel-gratuit'));
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

create function private.bookings_tell_owner() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  s private.booking_settings;
begin
  select * into strict s from private.booking_settings;
  insert into public.contact_messages (name, email, phone, project, message, source_page)
    values (new.name, new.email, new.phone, s.project_key,
            format(E'Free call booked: %s (%s), %s minutes. Booking #%s.\n%s',
                   to_char(new.starts_at at time zone s.time_zone, 'FMDay FMDD FMMonth YYYY, HH24:MI'), s.time_zone,
                   s.call_minutes, new.id, new.message),
            new.source_page);
  return null;
end;
$$;
revoke all on function private.bookings_tell_owner() from public;
create trigger bookings_tell_owner after insert on public.bookings
  for each row execute function private.bookings_tell_owner();
