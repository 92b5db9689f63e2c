import * as z from 'zod';
import { siteText } from '../legal/site-text.ts';
import { template, text } from '../site/fields.ts';
import { projectKeyMaxLength, projectKeyPattern } from './contact-message.ts';

// The texts under the contact forms (content/contact.ts). Both are Markdown
// and may name content/site.ts values as {site.brand}, {site.email}…

/** What both forms say around their fields (they are islands: these travel in their props). */
const formTextsSchema = z.strictObject({
  requiredNote: text,
  /** Until the form's script runs, or without it: the form opens the e-mail program. */
  fallbackNote: template('email', 'phone'),
  /** The home form's project type, when none is chosen. */
  unsureProject: text,
});

/** A project's key: what a stored request keeps, and what blog articles and offers name. */
export const projectKey = z
  .string()
  .refine((key) => key.length <= projectKeyMaxLength, {
    message: `too long (${projectKeyMaxLength} characters at most): the key only files requests, the label is what people read`,
  })
  .regex(projectKeyPattern, {
    message:
      "expected lower-case ASCII letters or digits joined by hyphens, such as 'site-vitrine': each request stores this key (write accents and capitals in the label)",
  });

const projectSchema = z.strictObject({ key: projectKey, label: text });

export const contactContentSchema = z
  .strictObject({
    /** Under each form: who processes the data, why, for how long, the visitor's rights and a link to the privacy policy (RGPD art. 13). */
    privacyNotice: siteText.refine((text) => text.includes('](/politique-confidentialite/)'), {
      message: 'must link to the privacy policy: [politique de confidentialité](/politique-confidentialite/)',
    }),
    /** Where a phone number is asked: the right to join Bloctel (Code de la consommation, L223-2). */
    bloctelNotice: siteText.refine((text) => /bloctel/i.test(text), {
      message: 'must tell visitors of their right to join Bloctel, the opt-out list for telemarketing',
    }),
    /** The contact section of the home page and /realisations/; {email} and {phone} are links to content/site.ts's. */
    section: z.strictObject({ title: text, intro: text, writeDirectly: template('email', 'phone') }),
    /** What a request is about: the key is stored with it, the label shown (the home form's list, the owner's e-mail, `npm run messages`). */
    projects: z.array(projectSchema).min(1),
    /** The key the caterer form files its requests under; the home form's list leaves it out. */
    catererProject: projectKey,
    /** The key the cancellation form of /resiliation/ files its requests under; the home form's list leaves it out too. */
    cancellationProject: projectKey,
    /** The key a booked free call's request is filed under (the database's copy: npm run booking:availability); the home form's list leaves it out. */
    bookingProject: projectKey,
    /** The cancellation form's texts: the notice stored when the visitor writes nothing ({days}: the notice period of content/offers.ts), and what the page says once it is sent. */
    cancellation: z.strictObject({ notice: template('days'), received: text }),
    form: formTextsSchema,
  })
  .superRefine(({ projects, catererProject, cancellationProject, bookingProject }, context) => {
    const firstIndex = new Map<string, number>();
    projects.forEach(({ key }, index) => {
      const earlier = firstIndex.get(key);
      if (earlier === undefined) firstIndex.set(key, index);
      else
        context.addIssue({
          code: 'custom',
          path: ['projects', index, 'key'],
          message: `'${key}' is already the key of projects[${earlier}]: give each project its own key (a request stores only the key, so two projects sharing one could not be told apart)`,
        });
    });
    for (const [field, key] of [
      ['catererProject', catererProject],
      ['cancellationProject', cancellationProject],
      ['bookingProject', bookingProject],
    ] as const) {
      if (!firstIndex.has(key))
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `'${key}' is the key of none of projects: write one of ${[...firstIndex.keys()].join(', ')}, or add a project with this key`,
        });
    }
  });

export type FormTexts = z.output<typeof formTextsSchema>;

export type ContactContentInput = z.input<typeof contactContentSchema>;
