import type { ContentError } from './content-errors.ts';
import { dialledNumber } from './phone.ts';
import { dataFiles, type Content, type DataKey } from './content-files.ts';

// Claims only the owner can vouch for ship as examples: case studies and
// their reviews, the rating, figures about the business, social pages, each
// marked `example: true` in content, and a phone number from the ranges
// ARCEP reserves for fiction. If any of them were invented and published,
// French law would treat it as a misleading practice in all circumstances
// (Code de la consommation, L121-4). Every build lists them; --production
// refuses to build until the owner confirms each one.

/** French numbers reserved for films and books (ARCEP): never anyone's line. */
const fictionPhone = /^\+33(19900|26191|35301|46571|53649|63998)/;

/** What the owner reads to recognise a marked item. */
function nameOf(value: Record<string, unknown>): string {
  for (const key of ['client', 'name', 'label', 'title']) {
    if (typeof value[key] === 'string') return ` (${typeof value.value === 'string' ? `${value.value} ` : ''}${value[key]})`;
  }
  const figures = Object.entries(value).filter(([key, field]) => key !== 'example' && typeof field === 'number');
  return figures.length > 0 ? ` (${figures.map(([key, field]) => `${key} ${field}`).join(', ')})` : '';
}

function findMarked(value: unknown, path: string, found: Array<{ field: string; name: string }>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => findMarked(item, `${path}[${index}]`, found));
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.example === true) found.push({ field: path, name: nameOf(record) });
    for (const [key, child] of Object.entries(record)) findMarked(child, path ? `${path}.${key}` : key, found);
  }
}

/** Every claim still marked as an example, and the site's phone if it is a fiction number. */
export function findExamples(content: Content): ContentError[] {
  const errors: ContentError[] = [];
  for (const key of Object.keys(dataFiles) as DataKey[]) {
    const found: Array<{ field: string; name: string }> = [];
    findMarked(content[key], '', found);
    for (const { field, name } of found) {
      errors.push({
        file: dataFiles[key].file,
        field,
        reason: `an example${name}: only you can vouch for it; write what is true and remove \`example: true\`, or delete it`,
      });
    }
  }
  if (fictionPhone.test(dialledNumber(content.site.phone))) {
    errors.push({
      file: dataFiles.site.file,
      field: 'phone',
      reason: `still a placeholder (${JSON.stringify(content.site.phone)}, a number reserved for fiction): write the number visitors can call`,
    });
  }
  return errors;
}

export function formatExamples(errors: ContentError[], production: boolean): string {
  const lines = errors.map(({ file, field, reason }) => `${file}: ${field}: ${reason}`);
  const count = `${errors.length} example${errors.length === 1 ? '' : 's'} to confirm or replace`;
  const summary = production
    ? `${count}; nothing was built (--production).`
    : `Warning: ${count} (case studies, reviews, figures, phone, social pages) before going live; \`npm run build -- --production\` refuses to build until then.`;
  return [...lines, summary].join('\n');
}
