import { beforeAll, describe, expect, test } from 'vitest';
import { validateContent } from '../../build/validate.ts';
import type { RawContent } from '../site/content-files.ts';
import { loadSite } from '../../tests/integration/site-content.ts';

// What the law requires of the legal pages is a rule of the build: the
// owner's wording is free, a missing requirement stops the build with its
// article. Each case edits the real pages as an owner would.

let raw: RawContent;
beforeAll(async () => {
  ({ raw } = await loadSite());
});

/** The real content with one legal page's text changed. */
function withLegal(slug: string, edit: (source: string) => string): RawContent {
  const file = `content/legal/${slug}.md`;
  expect(
    raw.legal.some((page) => page.file === file),
    file,
  ).toBe(true);
  return { ...raw, legal: raw.legal.map((page) => (page.file === file ? { file, source: edit(page.source) } : page)) };
}

const errorsOf = (content: RawContent) => {
  const result = validateContent(content);
  return result.ok ? [] : result.errors.map(({ file, field, reason }) => `${file}: ${field}: ${reason}`);
};

/** The page's paragraphs (Markdown blocks), for edits that reword or drop one. */
const blocks = (source: string) => source.split(/\n\n+/);

describe('the legal pages as they ship', () => {
  test('meet every requirement', () => {
    expect(errorsOf(raw)).toEqual([]);
  });
});

describe('an owner rewording their own terms', () => {
  test('builds: every sentence without a fact the law asks for may change', () => {
    // Each clause before the annex (whose model the law fixes word for word).
    const edited = withLegal('cgv', (source) => {
      const annex = source.indexOf('## Annexe');
      const reworded = blocks(source.slice(0, annex))
        .map((block) => (/^[A-Z]/.test(block) && !/\d|\{|«/.test(block) ? 'Nous formulons cette clause à notre façon, sans rien retirer.' : block))
        .join('\n\n');
      return `${reworded}\n\n${source.slice(annex)}`;
    });
    expect(edited).not.toEqual(raw);
    expect(errorsOf(edited)).toEqual([]);
  });

  test('builds when a section is added, and the page is dated by its text', () => {
    const edited = withLegal('cgu', (source) => `${source}\n\n## Une section ajoutée\n\nUn engagement de plus envers nos visiteurs.\n`);
    const result = validateContent({ ...edited, legalChanged: { ...raw.legalChanged, 'content/legal/cgu.md': '2027-03-15' }, legalHistory: true });
    expect(result.ok ? [] : result.errors).toEqual([]);
    if (result.ok) expect(result.content.legal.find((page) => page.slug === 'cgu')!.updated).toBe('2027-03-15');
  });
});

describe('a requirement removed stops the build, naming it and its article', () => {
  test('the model withdrawal form (R221-1)', () => {
    const edited = withLegal('cgv', (source) => source.replace(/Je\/nous \(\\\*\) vous notifie[^\n]*/, 'Je me rétracte.'));
    expect(errorsOf(edited)).toEqual([
      expect.stringMatching(/^content\/legal\/cgv\.md: body: must give the model withdrawal form.*\(Code de la consommation, L221-5 and the annex to R221-1\)/),
    ]);
  });

  test('the consumer mediator (L612-1, L616-1)', () => {
    const edited = withLegal('cgv', (source) => source.replace(/\{site\.legal\.mediator\.(name|website)\}/g, 'un médiateur'));
    expect(errorsOf(edited)).toEqual([expect.stringMatching(/^content\/legal\/cgv\.md: body: must give the consumer mediator's name .*L612-1 and L616-1/)]);
  });

  test("the host's identity (LCEN, article 6)", () => {
    const edited = withLegal('mentions-legales', (source) => source.replace(/\{site\.legal\.host\.phone\}/g, 'sur son site'));
    expect(errorsOf(edited)).toEqual([expect.stringMatching(/^content\/legal\/mentions-legales\.md: body: must give the host's name .*LCEN, article 6 III 2/)]);
  });

  test('the retention of contact requests (RGPD, article 13)', () => {
    const edited = withLegal('politique-confidentialite', (source) => source.replace(/\b3 ans\b/g, 'un certain temps'));
    expect(errorsOf(edited)).toEqual([
      expect.stringMatching(
        /^content\/legal\/politique-confidentialite\.md: body: must give how long contact requests are kept: 3 years .*RGPD, article 13\.2 a/,
      ),
    ]);
  });

  test('a price of content/offers.ts missing from the terms of sale (L111-1)', () => {
    const edited = withLegal('cgv', (source) => source.replace(/\{offers?[^}]*\}|\d[\d  ]* €/g, 'un prix à convenir'));
    const errors = errorsOf(edited);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toMatch(/^content\/legal\/cgv\.md: body: must give (the (monthly )?price of|the late-payment)/);
  });

  test('a required page deleted', () => {
    const edited = { ...raw, legal: raw.legal.filter((page) => page.file !== 'content/legal/mentions-legales.md') };
    expect(errorsOf(edited)).toEqual([expect.stringMatching(/^content\/legal\/mentions-legales\.md: : is missing: the site must publish this page \(LCEN/)]);
  });
});

describe('audience measurement in the privacy policy', () => {
  test('a build without a GA_ID refuses a policy that describes Google Analytics, and one with it a policy that does not', () => {
    const unmarked = withLegal('politique-confidentialite', (source) => source.replace(/<!-- (avec|sans) mesure d'audience -->\n|<!-- fin -->\n/g, ''));
    expect(errorsOf(unmarked)).toEqual([expect.stringMatching(/politique-confidentialite\.md: body: must give that no audience is measured.*RGPD/)]);
    const result = validateContent(raw, undefined, '', { analytics: true });
    expect(result.ok).toBe(true);
    const none = withLegal('politique-confidentialite', (source) => source.replace(/<!-- avec mesure d'audience -->[\s\S]*?<!-- fin -->\n/g, ''));
    const refused = validateContent(none, undefined, '', { analytics: true });
    expect(refused.ok ? [] : refused.errors.map((error) => error.reason)).toEqual([
      expect.stringMatching(/^must give the audience measurement the site makes/),
    ]);
  });
});
