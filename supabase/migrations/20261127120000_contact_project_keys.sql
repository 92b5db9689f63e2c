-- A request stores its project's key ('site-vitrine'), no longer its label
-- ('Site vitrine'). The keys and their labels live in content/contact.ts
-- (projects), which the forms, the owner's e-mail and `npm run messages`
-- read. The table checks the key's form only, not a list: renaming a label
-- or adding a project in content needs no migration.

alter table public.contact_messages drop constraint contact_messages_project_check;

-- The labels the previous constraint allowed, each to the key content gives it.
update public.contact_messages
   set project = case project
     when 'Landing page' then 'landing-page'
     when 'Site vitrine' then 'site-vitrine'
     when 'Blog & SEO' then 'blog-seo'
     when 'Refonte' then 'refonte'
     when 'Autre' then 'autre'
     when 'Traiteur' then 'traiteur'
   end
 where project is not null;

-- The form's rule (projectKeyPattern in src/contact/contact-message.ts).
alter table public.contact_messages add constraint contact_messages_project_check check (
  char_length(project) <= 50
  and project ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
);

comment on column public.contact_messages.project is
  'Key of the project type, such as site-vitrine; its label is in content/contact.ts (projects).';
