import type { ContentError } from '../site/content-errors.ts';
import type { Site } from '../site/site.schema.ts';

// The legal pages must name the publisher, its SIRET, its register, its
// address and the host with its phone (LCEN art. 6; Code de commerce,
// R123-237), the professional insurance (Code de la consommation, R111-2),
// the consumer mediator (L616-1), where the contact messages are kept and
// who else receives personal data (RGPD art. 13). content/site.ts ships
// with placeholders for them: the build warns while any is left, and
// --production refuses to build.

const file = 'content/site.ts';

/** Marks the owner is asked to replace: `[…]`, « à compléter », an example domain, 'XXX'. */
const placeholder = /\[|\]|à compléter|exemple|example|XXX/i;

interface LegalField {
  field: string;
  value: string;
  /** What the legal pages must show, for the message. */
  what: string;
  /** Once filled in, what the value must look like. */
  shape?: { test: RegExp; expected: string };
}

function legalFields({ legal }: Site): LegalField[] {
  return [
    { field: 'legal.owner', value: legal.owner, what: 'the publisher’s name' },
    {
      field: 'legal.siret',
      value: legal.siret,
      what: 'the SIRET number',
      shape: { test: /^\d{14}$/, expected: 'a SIRET of 14 digits' },
    },
    {
      field: 'legal.registration',
      value: legal.registration,
      what: 'the register the business is entered in',
      shape: {
        test: /\b(RNE|RCS|RM|Registre)\b/i,
        expected: "the register as the certificate names it, such as 'Registre national des entreprises (RNE)' or 'RCS Lyon 123 456 789'",
      },
    },
    {
      field: 'legal.address',
      value: legal.address,
      what: 'the postal address',
      shape: { test: /(^|\D)\d{5}(\D|$)/, expected: 'a postal address with its 5-digit postal code' },
    },
    { field: 'legal.publicationDirector', value: legal.publicationDirector, what: 'the publication director’s name' },
    { field: 'legal.insurance.insurer', value: legal.insurance.insurer, what: 'the professional insurer’s name and address' },
    { field: 'legal.insurance.coverage', value: legal.insurance.coverage, what: 'the insurance’s geographic cover' },
    { field: 'legal.host.name', value: legal.host.name, what: 'the host’s name' },
    { field: 'legal.host.address', value: legal.host.address, what: 'the host’s address' },
    {
      field: 'legal.host.phone',
      value: legal.host.phone,
      what: 'the host’s phone number',
      shape: { test: /^\+?\d{6,15}$/, expected: "a phone number such as '+33 1 23 45 67 89'" },
    },
    { field: 'legal.host.website', value: legal.host.website, what: 'the host’s website' },
    { field: 'legal.mediator.name', value: legal.mediator.name, what: 'the consumer mediator’s name' },
    { field: 'legal.mediator.address', value: legal.mediator.address, what: 'the consumer mediator’s postal address' },
    { field: 'legal.mediator.website', value: legal.mediator.website, what: 'the consumer mediator’s website' },
    {
      field: 'legal.supabaseRegion',
      value: legal.supabaseRegion,
      what: 'the region of the Supabase project',
      shape: { test: /\b[a-z]{2}-[a-z]+-\d\b/, expected: "the region as Supabase names it, such as 'eu-west-3 (Paris)'" },
    },
    { field: 'legal.mailbox', value: legal.mailbox, what: 'the provider of the mailbox the requests reach' },
    { field: 'legal.paymentProvider', value: legal.paymentProvider, what: 'the card payment provider' },
    { field: 'legal.signatureProvider', value: legal.signatureProvider, what: 'the e-signature service of the quotes' },
    { field: 'legal.videoCallService', value: legal.videoCallService, what: 'the video-call service of the briefs and hand-over calls' },
    { field: 'legal.domainRegistrar', value: legal.domainRegistrar, what: 'the registrar of the clients’ domain names' },
    { field: 'legal.clientSitesHost', value: legal.clientSitesHost, what: 'the host of the clients’ sites under the hosted maintenance option' },
  ];
}

/** Every legal value still holding a placeholder, or not shaped like what it stands for. */
export function findLegalPlaceholders(site: Site): ContentError[] {
  const errors: ContentError[] = [];
  for (const { field, value, what, shape } of legalFields(site)) {
    if (placeholder.test(value)) {
      errors.push({ file, field, reason: `still a placeholder (${JSON.stringify(value)}): the legal pages must show ${what} before the site goes live` });
    } else if (shape) {
      // Digits are checked without the spaces, dots and brackets people write between them.
      const compact = field === 'legal.siret' || field === 'legal.host.phone' ? value.replace(/[\s.()-]/g, '') : value;
      if (!shape.test.test(compact)) errors.push({ file, field, reason: `expected ${shape.expected}, got ${JSON.stringify(value)}` });
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
