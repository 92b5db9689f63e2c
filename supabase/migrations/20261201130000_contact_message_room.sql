-- The cancellation form asks two questions of its own (the site's address
-- and the option cancelled), written as lines « label : answer » above the
-- visitor's text like the other forms' (messageDetails in
-- src/contact/contact-message.ts). The stored message keeps room for the
-- text (2,000 characters at most) and every question answered at its limit
-- (100 characters an answer): 3,000 at most.
alter table public.contact_messages drop constraint contact_messages_message_check;

alter table public.contact_messages add constraint contact_messages_message_check check (
  char_length(message) between 1 and 3000
  and message !~ '^[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\x09-\x0d\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  and message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
);
