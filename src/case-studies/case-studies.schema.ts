import * as z from 'zod';
import { exampleMark, imagePath, isoDate, isoMonth, slug, template, templateAllowing, text, uniqueIds } from '../site/fields.ts';
import { demoPathSchema } from '../previews/previews.schema.ts';

// The case studies of /realisations/ (content/case-studies.ts).

const caseStudySchema = z.strictObject({
  id: slug,
  /** A study the owner has not confirmed yet: see exampleMark. */
  example: exampleMark,
  client: text,
  category: text,
  image: imagePath,
  imageAlt: text,
  problem: text,
  solution: text,
  /** What changed for the client, as a list; leave it out when there is nothing measured to tell. */
  results: z.array(text).min(1).optional(),
  // `date`: when the client gave it; `project`: the month the project it is
  // about was delivered (Code de la consommation, D111-17: the date of the
  // experience), not after the review. A client who gave none: leave it out.
  testimonial: z
    .strictObject({ text: text, author: text, role: text, date: isoDate, project: isoMonth })
    .refine((review) => review.project <= review.date.slice(0, 7), {
      message: 'the project (a month) comes before the review or in its month',
      path: ['project'],
    })
    .optional(),
  /** The client's rating out of 5, shown with their testimonial. */
  rating: z.number().int().min(1).max(5).optional(),
  /** What the agency did (design, writing…); optional. */
  tech: z.array(text).min(1).optional(),
  /** The demo that shows this kind of site: its screenshots replace the illustration, with a link to it. */
  demo: demoPathSchema.optional(),
});

export const caseStudiesSchema = z
  .strictObject({
    /**
     * The banner: average rating out of 5, number of reviews behind it, and,
     * beside them, how the reviews are collected and whether anyone checks
     * them (Code de la consommation, L111-7-2 and D111-17).
     */
    rating: z
      .strictObject({
        example: exampleMark,
        value: z.number().min(1).max(5),
        count: z.number().int().positive(),
        method: text.refine((method) => /contr[ôo]l|vérifi/i.test(method), {
          message: 'must say whether the reviews are checked, and how (Code de la consommation, L111-7-2)',
        }),
      })
      .optional(),
    studies: z
      .array(caseStudySchema)
      .min(1)
      .superRefine(uniqueIds)
      .superRefine((studies, context) => {
        studies.forEach((study, index) => {
          if (study.rating !== undefined && !study.testimonial)
            context.addIssue({
              code: 'custom',
              path: [index, 'rating'],
              message: 'a rating is shown with its testimonial: add the testimonial, or remove the rating',
            });
        });
      }),
    /**
     * The texts of the page around the studies; {rating} and {count} are the
     * rating's, {vat} the VAT mention of content/site.ts, {ready} and {written}
     * the starting prices of a landing page in content/offers.ts, with the
     * content ready (express formula) and with the texts written together.
     */
    page: z.strictObject({
      /** {rating} and {count} only with a `rating` above. */
      description: templateAllowing('rating', 'count'),
      lead: text,
      /** The demos whose previews stand beside the lead: one in a desktop window, one on a phone. */
      showcase: z.strictObject({ desktop: demoPathSchema, phone: demoPathSchema }),
      quoteLabel: text,
      /** Under the rating, when there is one. */
      ratingCount: template('count'),
      landingPagePrice: template('ready', 'written', 'vat'),
      studiesHeading: text,
      /** After the name of a review's author: {review} is the review's date, {project} the month of its project. */
      reviewDates: template('review', 'project'),
      /** Under a study that has a demo of the same kind: {title} is the demo's. */
      demoLink: template('title'),
    }),
  })
  // The description names the rating only when there is one.
  .superRefine((value, context) => {
    if (value.rating) return;
    for (const name of ['rating', 'count'])
      if (value.page.description.includes(`{${name}}`))
        context.addIssue({
          code: 'custom',
          path: ['page', 'description'],
          message: `{${name}} is the rating's, and there is no rating: remove {${name}}, or add a rating`,
        });
  });

export type CaseStudiesInput = z.input<typeof caseStudiesSchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;
