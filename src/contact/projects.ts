import type { ContentError } from '../site/content-errors.ts';

// The project types of content/contact.ts: a request stores a key, people
// read its label.

type Project = { key: string; label: string };
type ProjectContent = { projects: readonly Project[]; catererProject: string; cancellationProject?: string; bookingProject?: string };

/** The choices of the home form's list: every project but the caterer form's, the cancellation form's and the booked call's own. */
export function homeProjects(contact: ProjectContent): Project[] {
  const own = [contact.catererProject, contact.cancellationProject, contact.bookingProject];
  return contact.projects.filter((project) => !own.includes(project.key));
}

/** Each key's label, for the owner's e-mail and `npm run messages`. */
export function projectLabels(contact: ProjectContent): Record<string, string> {
  return Object.fromEntries(contact.projects.map((project) => [project.key, project.label]));
}

/**
 * Blog articles (`ctaProject`) and offers (`project`) preselect a project of
 * the home form by its key (`/?projet=<key>#contact`): each must be one of
 * its choices, or the button would open the form with none chosen.
 */
export function findUnknownProjects(content: {
  contact: ProjectContent;
  articles: ReadonlyArray<{ file: string; ctaProject?: string }>;
  offers: Record<'services' | 'termsOfSale', ReadonlyArray<{ project: string }>>;
}): ContentError[] {
  const keys = homeProjects(content.contact).map((project) => project.key);
  const check = (key: string, file: string, field: string): ContentError[] =>
    keys.includes(key)
      ? []
      : [
          {
            file,
            field,
            reason: `'${key}' is not a project of the contact form: write one of ${keys.join(', ')} (the keys of content/contact.ts's projects), or add it there`,
          },
        ];
  return [
    ...content.articles.flatMap((article) => (article.ctaProject ? check(article.ctaProject, article.file, 'ctaProject') : [])),
    ...(['services', 'termsOfSale'] as const).flatMap((list) =>
      content.offers[list].flatMap((offer, index) => check(offer.project, 'content/offers.ts', `${list}[${index}].project`)),
    ),
  ];
}
