import type { ContentError } from '../site/content-errors.ts';
import type { Site } from '../site/site.schema.ts';

// The legal notices must name the publisher, its SIRET, its address and the
// host (French law, LCEN art. 6). content/site.ts ships with placeholders for
// them: the build warns while any is left, and --production refuses to build.

const file = 'content/site.ts';

/** Marks the owner is asked to replace: `[…]`, « à compléter », an example domain. */
const placeholder = /\[|\]|à compléter|exemple|example/i;

/** Every legal identity field still holding a placeholder (or, for the SIRET, not a SIRET). */
export function findLegalPlaceholders(site: Site): ContentError[] {
  const { legal } = site;
  const fields: Array<[string, string, string]> = [
    ['legal.owner', legal.owner, 'the publisher’s name'],
    ['legal.siret', legal.siret, 'the SIRET number'],
    ['legal.address', legal.address, 'the postal address'],
    ['legal.publicationDirector', legal.publicationDirector, 'the publication director’s name'],
    ['legal.host.name', legal.host.name, 'the host’s name'],
    ['legal.host.address', legal.host.address, 'the host’s address'],
    ['legal.host.website', legal.host.website, 'the host’s website'],
  ];
  const errors: ContentError[] = [];
  for (const [field, value, what] of fields) {
    if (placeholder.test(value)) {
      errors.push({ file, field, reason: `still a placeholder (${JSON.stringify(value)}): the legal notices must show ${what} before the site goes live` });
    } else if (field === 'legal.siret' && !/^\d{14}$/.test(value.replace(/\s/g, ''))) {
      errors.push({ file, field, reason: `expected a SIRET of 14 digits, got ${JSON.stringify(value)}` });
    }
  }
  return errors;
}

export function formatLegalPlaceholders(errors: ContentError[], production: boolean): string {
  const lines = errors.map(({ field, reason }) => `${file}: ${field}: ${reason}`);
  const summary = production
    ? `${errors.length} legal identity value${errors.length === 1 ? '' : 's'} to complete; nothing was built (--production).`
    : `Warning: ${errors.length} legal identity value${errors.length === 1 ? '' : 's'} to complete in ${file} before going live; \`npm run build -- --production\` refuses to build until then.`;
  return [...lines, summary].join('\n');
}
