import type { ContentError } from '../site/content-errors.ts';
import type { Content, LegalPage } from '../site/content-files.ts';
import type { Site } from '../site/site.schema.ts';
import { requestRetentionYears } from '../contact/retention.ts';
import { formatPrice } from '../text/format.ts';

// What the law requires the legal pages to contain, checked on every build.
// The wording is the owner's: a rule looks for the facts a page must give
// (a name, a number, a period) and, where the law fixes a text word for
// word (the model withdrawal form), for that text. A page that lacks one
// stops the build with the requirement and its article, so that rewording
// a clause never fails, and removing one never goes live.

interface Requirement {
  /** What the page must contain, for the owner's message. */
  what: string;
  /** The article of law that asks for it. */
  law: string;
  /** How to fix it. */
  fix: string;
  /** Whether the page's text (typography made plain) meets it. */
  met: (text: string) => boolean;
}

/** Spaces of every kind as one, apostrophes straight, quotes plain: facts are found whatever the typography. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#xA0;|&#160;/gi, ' ')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[’‘]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

const has = (value: string) => (text: string) => text.includes(plainText(value));
const digits = (value: string) => value.replace(/\D/g, '');
/** A number written with or without its spaces and dots ('123 456 789 00012'); a placeholder as it is. */
const hasNumber = (value: string) => (text: string) => (digits(value) === '' ? has(value)(text) : digits(text).includes(digits(value)));

/**
 * The lines of the model withdrawal form of the annex to article R221-1 of
 * the Code de la consommation, which the law fixes word for word.
 */
const withdrawalFormLines = [
  'Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.',
  'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous',
  'Commandé le (*)/reçu le (*)',
  'Nom du (des) consommateur(s)',
  'Adresse du (des) consommateur(s)',
  'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)',
  'Date',
  '(*) Rayez la mention inutile.',
];

function requirements(site: Site, offers: Content['offers'] | undefined, analytics: boolean): Record<string, Requirement[]> {
  const { legal } = site;
  return {
    cgv: [
      ...(offers?.termsOfSale ?? []).map((offer): Requirement => ({
        what: `the price of « ${offer.name} », ${formatPrice(offer.price)} as content/offers.ts says`,
        law: 'Code de la consommation, L111-1 and L112-1',
        fix: `write « ${offer.name} » with its price, ${formatPrice(offer.price)}, where the terms list the offers: the price the pages show and the one the terms bind must be the same`,
        met: (text) => has(offer.name)(text) && has(formatPrice(offer.price))(text),
      })),
      ...(offers?.maintenance ?? []).map((option): Requirement => ({
        what: `the monthly price of « ${option.name} », ${formatPrice(option.monthly)} as content/offers.ts says`,
        law: 'Code de la consommation, L111-1 and L112-1',
        fix: `write « ${option.name} » with its monthly price, ${formatPrice(option.monthly)}, where the terms list the maintenance options`,
        met: (text) => has(option.name)(text) && has(formatPrice(option.monthly))(text),
      })),
      {
        what: 'the late-payment penalties and the 40 € recovery indemnity owed by a professional client',
        law: 'Code de commerce, L441-10 and D441-5',
        fix: "state the penalties (the rate, such as « trois fois le taux d'intérêt légal ») and the « indemnité forfaitaire de 40 € pour frais de recouvrement »",
        met: (text) => /taux d'intérêt légal/i.test(text) && /40 € pour frais de recouvrement/.test(text),
      },
      {
        what: 'the 14-day withdrawal period of a consumer who buys at a distance',
        law: 'Code de la consommation, L221-18 and L221-5',
        fix: 'say that the consumer has 14 days to withdraw (« 14 jours »), from when, and how',
        met: (text) => /\b14 jours\b/.test(text) && /rétract/i.test(text),
      },
      {
        what: 'the model withdrawal form, with every line of the statutory model',
        law: 'Code de la consommation, L221-5 and the annex to R221-1',
        fix: 'reproduce the model of the annex to article R221-1 as it is, in an annex of the terms',
        met: (text) => {
          let from = 0;
          for (const line of withdrawalFormLines) {
            const at = text.indexOf(plainText(line), from);
            if (at < 0) return false;
            from = at + line.length;
          }
          return true;
        },
      },
      {
        what: `the consumer mediator's name (${legal.mediator.name}), address and website (${legal.mediator.website})`,
        law: 'Code de la consommation, L612-1 and L616-1',
        fix: 'write {site.legal.mediator.name}, {site.legal.mediator.address} and {site.legal.mediator.website} where the terms speak of mediation',
        met: (text) => has(legal.mediator.name)(text) && has(legal.mediator.address)(text) && text.includes(legal.mediator.website),
      },
      {
        what: 'the legal guarantee of conformity',
        law: 'Code de la consommation, L211-2, L217-3 and L224-25-12',
        fix: 'name the « garantie légale de conformité » and what it covers',
        met: (text) => /garantie légale de conformité/i.test(text),
      },
    ],
    'mentions-legales': [
      {
        what: `the publisher's name (${legal.owner}), address and SIRET`,
        law: 'LCEN, article 6 III 1 a and b; Code de commerce, R123-237',
        fix: 'write {site.legal.owner}, {site.legal.address} and {site.legal.siret}',
        met: (text) => has(legal.owner)(text) && has(legal.address)(text) && hasNumber(legal.siret)(text),
      },
      {
        what: 'how to reach the publisher: e-mail and phone',
        law: 'LCEN, article 6 III 1 a',
        fix: 'write {site.email} and {site.phone}',
        met: (text) => text.includes(site.email) && hasNumber(site.phone)(text),
      },
      {
        what: `the host's name (${legal.host.name}), address and phone`,
        law: 'LCEN, article 6 III 2',
        fix: 'write {site.legal.host.name}, {site.legal.host.address} and {site.legal.host.phone}',
        met: (text) => has(legal.host.name)(text) && has(legal.host.address)(text) && hasNumber(legal.host.phone)(text),
      },
    ],
    'politique-confidentialite': [
      analytics
        ? {
            what: 'the audience measurement the site makes (Google Analytics), its cookies and their lifetime',
            law: 'RGPD, article 13; loi Informatique et Libertés, article 82',
            fix: "keep the parts between <!-- avec mesure d'audience --> and <!-- fin --> (src/legal/audience-blocks.ts)",
            met: (text) => /Google Analytics/.test(text) && /_ga\b/.test(text),
          }
        : {
            what: 'that no audience is measured, and nothing of Google Analytics, which this build does not load (no GA_ID)',
            law: 'RGPD, articles 5.1 a and 13',
            fix: "put what speaks of the measurement between <!-- avec mesure d'audience --> and <!-- fin -->, and say that no audience is measured between <!-- sans mesure d'audience --> and <!-- fin -->",
            met: (text) => !/Google Analytics|_ga\b/.test(text) && /mesure d'audience|mesure pas son audience|statistiques/i.test(text),
          },
      {
        what: `how long contact requests are kept: ${requestRetentionYears} years after the last contact, as the database deletes them`,
        law: 'RGPD, article 13.2 a',
        fix: `write the period in figures (« ${requestRetentionYears} ans »)`,
        met: (text) => new RegExp(`\\b${requestRetentionYears} ans\\b`).test(text),
      },
      {
        what: 'the rights of the persons concerned and how to use them (access, rectification, erasure, objection), with the address to write to',
        law: 'RGPD, articles 13.2 b and 15 to 21',
        fix: 'list the rights and write {site.email}',
        met: (text) => /accès|accéder/i.test(text) && /effac/i.test(text) && /oppos/i.test(text) && text.includes(site.email),
      },
      {
        what: 'the right to complain to the CNIL',
        law: 'RGPD, article 13.2 d',
        fix: 'say that a complaint can be made to the CNIL (www.cnil.fr)',
        met: (text) => /CNIL/.test(text),
      },
      {
        what: `who receives the data: the host (${legal.host.name}) and the mailbox (${legal.mailbox})`,
        law: 'RGPD, article 13.1 e',
        fix: 'write {site.legal.host.name} and {site.legal.mailbox} among the recipients',
        met: (text) => has(legal.host.name)(text) && has(legal.mailbox)(text),
      },
    ],
  };
}

/** Every requirement a legal page does not meet, and every required page missing. */
export function checkLegalRequirements(
  pages: Array<Pick<LegalPage, 'slug' | 'file' | 'html'>>,
  site: Site,
  offers?: Content['offers'],
  analytics = false,
): ContentError[] {
  const errors: ContentError[] = [];
  for (const [slug, rules] of Object.entries(requirements(site, offers, analytics))) {
    const file = `content/legal/${slug}.md`;
    const page = pages.find((candidate) => candidate.slug === slug);
    if (!page) {
      errors.push({
        file,
        field: '',
        reason: `is missing: the site must publish this page (${rules.map((rule) => rule.law).join('; ')}); restore it from git`,
      });
      continue;
    }
    const text = plainText(page.html);
    for (const rule of rules) {
      if (!rule.met(text)) errors.push({ file, field: 'body', reason: `must give ${rule.what} (${rule.law}): ${rule.fix}` });
    }
  }
  return errors;
}
