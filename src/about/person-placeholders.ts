import type { ContentError } from '../site/content-errors.ts';
import type { Content } from '../site/content-files.ts';

// The person behind the business ships as placeholders in content/about.ts:
// a site that names nobody reads as anonymous, and a made-up person would be
// a misleading practice. Every build lists what is left; --production
// refuses to build until the owner filled it in, like the legal identity.

const file = 'content/about.ts';
const placeholder = /\[|\]/;
/** The silhouette shipped in place of the owner's photo. */
const placeholderPortrait = '/images/a-propos/portrait-a-remplacer.svg';

/** Every field of the person still holding a placeholder. */
export function findPersonPlaceholders(about: Content['about']): ContentError[] {
  const { person } = about;
  const errors: ContentError[] = [];
  const fields: Array<[string, string, string]> = [
    ['person.role', person.role, 'what you do'],
    ['person.photoAlt', person.photoAlt, 'what your photo shows'],
    ['person.place', person.place, 'where you work'],
    ...person.text.map((line, index): [string, string, string] => [`person.text[${index}]`, line, 'a few lines about you']),
  ];
  for (const [field, value, what] of fields) {
    if (placeholder.test(value)) errors.push({ file, field, reason: `still a placeholder: write ${what} (shown on /a-propos/)` });
  }
  if (person.photo === placeholderPortrait)
    errors.push({ file, field: 'person.photo', reason: 'still the silhouette: save your photo under public/images/ and write its path here' });
  return errors;
}

export function formatPersonPlaceholders(errors: ContentError[], production: boolean): string {
  const lines = errors.map(({ field, reason }) => `${file}: ${field}: ${reason}`);
  const count = `${errors.length} value${errors.length === 1 ? '' : 's'} about you to complete in ${file}`;
  return [
    ...lines,
    production
      ? `${count}; nothing was built (--production).`
      : `Warning: ${count} before going live; \`npm run build -- --production\` refuses to build until then.`,
  ].join('\n');
}
