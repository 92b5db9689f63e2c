-- Contact requests sent by the site's two forms (home #contact and the
-- caterer page). Visitors write with the public anon key: they may insert a
-- row and nothing else. The constraints refuse exactly what the shared form
-- schema (src/contact/contact-message.ts) refuses, so a request that skips
-- the form still cannot store a bad row.
--
-- Text rules used below:
--   trimmed: no leading or trailing white space (the characters JavaScript's
--            String.prototype.trim removes);
--   one line: no control character (C0, DEL, C1) and no lone surrogate;
--   the message may also hold tabs and line breaks.
-- Lengths are counted in characters (code points), as the form counts them.

create table public.contact_messages (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  phone text,
  company text,
  project text,
  message text not null,
  source_page text,

  constraint contact_messages_name_check check (
    char_length(name) between 1 and 100
    and name !~ '^[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
    and name !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  -- The form's e-mail pattern (emailPattern in src/contact/contact-message.ts).
  constraint contact_messages_email_check check (
    char_length(email) <= 255
    and email ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+\-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$'
  ),
  constraint contact_messages_phone_check check (
    char_length(phone) between 1 and 20
    and phone !~ '^[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
    and phone !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint contact_messages_company_check check (
    char_length(company) between 1 and 100
    and company !~ '^[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
    and company !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint contact_messages_project_check check (
    project in ('Landing page', 'Site vitrine', 'Blog & SEO', 'Refonte', 'Autre', 'Traiteur')
  ),
  constraint contact_messages_message_check check (
    char_length(message) between 1 and 2000
    and message !~ '^[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
    and message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
  ),
  -- The path of the page the form was sent from ('/traiteur-evenementiel/').
  constraint contact_messages_source_page_check check (
    source_page ~ '^/[\x21-\x7e]{0,199}$'
  )
);

comment on table public.contact_messages is
  'Messages sent from the contact forms of the site. Insert-only for visitors.';

alter table public.contact_messages enable row level security;

-- Row-level security runs before the constraints: keep the policy open and
-- let the constraints above answer with a precise error.
create policy "Visitors can send a contact message"
  on public.contact_messages
  for insert
  to anon, authenticated
  with check (true);

-- New Supabase projects no longer grant table rights to the API roles by
-- default, and older ones grant everything: state the rights explicitly.
revoke all on table public.contact_messages from anon, authenticated;
grant insert (name, email, phone, company, project, message, source_page)
  on table public.contact_messages to anon, authenticated;
