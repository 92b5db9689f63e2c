-- A question only one form asks is a line of the message, no longer a
-- column. The caterer form already wrote its wished date and guest count
-- as lines « label : answer » above the visitor's text; the home form's
-- company now does the same (messageDetails in src/contact/contact-message.ts),
-- so the table keeps the columns every request has, and the owner reads a
-- form's answers in one place.

-- The visitor's text is at most 2,000 characters; the lines above it (100
-- characters an answer) take the stored message to 2,500 at most.
alter table public.contact_messages drop constraint contact_messages_message_check;

update public.contact_messages
   set message = E'Entreprise\u202f: ' || company || E'\n\n' || message
 where company is not null;

alter table public.contact_messages add constraint contact_messages_message_check check (
  char_length(message) between 1 and 2500
  and message !~ '^[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  and message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
);

alter table public.contact_messages drop column company;

-- The columns a visitor may fill, as before without the company.
revoke all on table public.contact_messages from anon, authenticated;
grant insert (name, email, phone, project, message, source_page)
  on table public.contact_messages to anon, authenticated;
