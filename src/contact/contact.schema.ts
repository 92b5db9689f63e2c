import * as z from 'zod';
import { siteText } from '../legal/site-text.ts';
import { template, text } from '../site/fields.ts';

// The texts under the contact forms (content/contact.ts). Both are Markdown
// and may name content/site.ts values as {{site.brand}}, {{site.email}}…

/** What both forms say around their fields (they are islands: these travel in their props). */
const formTextsSchema = z.strictObject({
  requiredNote: text,
  /** Until the form's script runs, or without it: the form opens the e-mail program. */
  fallbackNote: template('email', 'phone'),
  /** The home form's project type, when none is chosen. */
  unsureProject: text,
});

export const contactContentSchema = z.strictObject({
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
  form: formTextsSchema,
});

export type FormTexts = z.output<typeof formTextsSchema>;

export type ContactContentInput = z.input<typeof contactContentSchema>;
