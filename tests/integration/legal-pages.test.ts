import { beforeAll, describe, expect, test } from 'vitest';
import { validateContent } from '../../build/validate.ts';
import type { Content, RawContent } from '../../src/site/content-files.ts';
import { fillInText } from '../../src/text/fill-in.ts';
import { formatDate } from '../../src/text/format.ts';
import type { RenderedPage } from '../../build/render.ts';
import { databaseRetention } from './database-retention.ts';
import { loadSite, mainText } from './site-content.ts';
import { plain } from '../fixtures/plain-text.ts';

// The notices the law asks for where data are collected and reviews shown.
// What the legal pages themselves must say is a rule of the build
// (src/legal/legal-requirements.ts), whatever their wording.

let raw: RawContent;
let content: Content;
let rendered: Map<string, RenderedPage>;
beforeAll(async () => {
  ({ raw, content, rendered } = await loadSite());
});

const html = (path: string) => rendered.get(path)!.html;
// Facts are checked whatever the apostrophe and the kind of space.
const textOf = (path: string) => plain(mainText(html(path)));

describe('notices at the point of collection', () => {
  /** The form's card: the form, then what is printed under it. */
  const card = (path: string) => {
    const page = html(path);
    const form = page.indexOf('<form');
    expect(form, path).toBeGreaterThan(0);
    const notice = page.indexOf('<div class="form-privacy">', form);
    expect(notice, `${path}: a notice under the form`).toBeGreaterThan(form);
    return { notice: page.slice(notice, page.indexOf('</div>', notice)), before: page.slice(0, form) };
  };

  test.each(['/', '/realisations/', '/traiteur-evenementiel/'])('under the form of %s: who, why, how long, the rights, the policy, and Bloctel', (path) => {
    const { notice } = card(path);
    const text = plain(mainText(`<main>${notice}</main>`));
    const { years } = databaseRetention();
    expect(text).toContain(`traitées par ${plain(content.site.legal.owner)} EI (${content.site.brand}) pour répondre à votre demande`);
    expect(text).toContain(`supprimées ${years} ans après notre dernier échange`);
    expect(text).toMatch(/accéder.*rectifier.*effacer.*opposer.*en écrivant à/);
    expect(notice).toContain('href="/politique-confidentialite/"');
    expect(text).toContain("liste d'opposition au démarchage téléphonique Bloctel");
    expect(notice).toContain('href="https://www.bloctel.gouv.fr"');
  });

  test('the caterer demonstration says, before its form, that it is a demonstration and that the request reaches the agency', () => {
    const { before } = card('/traiteur-evenementiel/');
    const part = before.slice(before.indexOf('id="reception"'));
    const section = plain(mainText(`<main>${part}</main>`));
    expect(section).toContain(plain(content['traiteur-evenementiel'].form.title));
    // The notice content/demos/traiteur-evenementiel.ts writes, which names the agency (its schema asks for it).
    const notice = /<div class="ct-demo-notice">([\s\S]*?)<\/div>/.exec(part)?.[1];
    expect(notice, 'the demonstration notice before the form').toBeDefined();
    const said = plain(mainText(`<main>${notice}</main>`));
    expect(said).toMatch(/démonstration/);
    expect(said).toContain(content.site.brand);
    expect(section).not.toMatch(/répondons sous 24/);
  });

  const realContact = () => {
    const file = raw.data.contact;
    return 'value' in file && typeof file.value === 'object' ? file.value : {};
  };

  test('content/contact.ts must link to the privacy policy and name Bloctel, and may only name known values of content/site.ts', () => {
    const broken: RawContent = {
      ...raw,
      data: {
        ...raw.data,
        contact: {
          file: 'content/contact.ts',
          // The real file's other texts, with both notices broken.
          value: { ...realContact(), privacyNotice: 'Écrivez à {site.mail}.', bloctelNotice: 'Votre numéro ne sert qu’à vous rappeler.' },
        },
      },
    };
    const result = validateContent(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => `${error.file}: ${error.field}: ${error.reason.split(' (known')[0]}`)).toEqual([
      'content/contact.ts: privacyNotice: unknown placeholder {site.mail}',
      'content/contact.ts: privacyNotice: must link to the privacy policy: [politique de confidentialité](/politique-confidentialite/)',
      'content/contact.ts: bloctelNotice: must tell visitors of their right to join Bloctel, the opt-out list for telemarketing',
    ]);
  });
});

describe('customer reviews (L111-7-2)', () => {
  test('beside the rating of /realisations/: how reviews are collected and whether they are checked', () => {
    const { rating, page } = content['case-studies'];
    if (!rating) {
      expect(html('/realisations/')).not.toContain('rating-value');
      return;
    }
    const count = plain(fillInText(page.ratingCount, { count: rating.count }));
    // The way reviews are collected comes right after their number, and says whether they are checked (its schema asks for it).
    expect(textOf('/realisations/')).toContain(`${rating.value.toLocaleString('fr-FR')}/5 ${count} ${plain(rating.method)}`);
  });

  test('each review shown carries its date', () => {
    const text = textOf('/realisations/');
    for (const { testimonial } of content['case-studies'].studies.filter((study) => study.testimonial)) {
      expect(text).toContain(`${testimonial!.author}, ${testimonial!.role.toLowerCase()}, `);
      expect(text).toContain(plain(formatDate(testimonial!.date)));
    }
  });

  test("a rating among the home page's figures says whether its reviews are checked", () => {
    const text = textOf('/');
    for (const figure of content.home.why.figures.filter((item) => /\/\s*5$/.test(item.value))) {
      expect(text).toContain(plain(`${figure.value} ${figure.label}`));
      expect(figure.label, figure.value).toMatch(/contr[ôo]l|vérifi/i);
    }
  });
});
