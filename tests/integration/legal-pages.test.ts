import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, test } from 'vitest';
import { validateContent } from '../../build/validate.ts';
import type { Content, RawContent } from '../../src/site/content-files.ts';
import { findLegalPlaceholders } from '../../src/legal/legal-identity.ts';
import { fillInText } from '../../src/text/fill-in.ts';
import { formatDate } from '../../src/text/format.ts';
import { findStaleLegalDates } from '../../src/legal/legal-dates.ts';
import type { RenderedPage } from '../../build/render.ts';
import { databaseRetention } from './database-retention.ts';
import { loadSite, mainText } from './site-content.ts';
import { projectRoot } from '../../scripts/project-root.ts';

// What a consumer-law lawyer checks first on the legal pages of a sole trader
// selling to consumers and businesses. Each test names the rule it keeps, so
// that a clause removed by mistake fails here.

let raw: RawContent;
let content: Content;
let rendered: Map<string, RenderedPage>;
beforeAll(async () => {
  ({ raw, content, rendered } = await loadSite());
});

const html = (path: string) => rendered.get(path)!.html;
// Facts are checked whatever the apostrophe and the kind of space.
const plain = (text: string) => text.replace(/’/g, "'").replace(/[\u00a0\u202f]/g, ' ');
const textOf = (path: string) => plain(mainText(html(path)));

/** The text of each paragraph (and list item) of a page, in order. */
function paragraphs(path: string): string[] {
  return [...html(path).matchAll(/<(p|li)>([\s\S]*?)<\/\1>/g)].map((match) => plain(mainText(`<main>${match[2]}</main>`)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The part of a page's text from a heading, named without its number
 * ('droit de rétractation' finds « Article 8 : droit de rétractation », and
 * « Annexe : … »), to the next heading of the same level.
 */
function section(path: string, name: string): string {
  const text = textOf(path);
  const heading = new RegExp(`(Article \\d+|Annexe) : ${escape(name)}`).exec(text);
  expect(heading, `${path}: « ${name} »`).not.toBeNull();
  const start = heading!.index;
  const length = heading![0].length;
  const next = text.slice(start + length).search(/ (Article \d+ :|Annexe :)/);
  return next < 0 ? text.slice(start) : text.slice(start, start + length + next);
}

describe('terms of sale (/cgv/)', () => {
  test('name the consumer mediator of content/site.ts, with a link to its website (L612-1, L616-1)', () => {
    const { mediator } = content.site.legal;
    const mediation = section('/cgv/', 'réclamations et médiation de la consommation');
    expect(mediation).toContain(
      `médiateur de la consommation dont relève le Prestataire : ${plain(mediator.name)}, ${plain(mediator.address)}, ${mediator.website}`,
    );
    expect(mediation).toContain('gratuitement');
    expect(html('/cgv/')).toContain(`<a href="${mediator.website}">`);
  });

  test('say when the 14 days of withdrawal start, how to withdraw, and who may', () => {
    const withdrawal = section('/cgv/', 'droit de rétractation');
    expect(withdrawal).toContain("dispose d'un délai de 14 jours pour se rétracter");
    expect(withdrawal).toContain("Ce délai court à compter du jour de la conclusion du contrat, c'est-à-dire de la signature du devis (article L221-18");
    expect(withdrawal).toContain(`par e-mail à ${content.site.email} ou par courrier à`);
    expect(withdrawal).toContain('modèle de formulaire de rétractation reproduit en annexe');
    expect(withdrawal).toContain('article L221-3');
  });

  test("refund within 14 days, pro rata when work started at the consumer's express request, and the L221-28 exception", () => {
    const withdrawal = section('/cgv/', 'droit de rétractation');
    expect(withdrawal).toMatch(
      /rembourse toutes les sommes versées.*au plus tard 14 jours à compter du jour où il est informé de la décision de rétractation \(article L221-24/,
    );
    expect(withdrawal).toMatch(
      /demande expressément.*montant proportionnel à ce qui lui a été fourni jusqu'à la communication de sa décision de se rétracter.*\(article L221-25/,
    );
    expect(withdrawal).toMatch(
      /article L221-28, 1° du Code de la consommation.*pleinement exécutée avant la fin du délai de rétractation.*accord préalable et exprès.*perte de son droit de rétractation/,
    );
  });

  test('carry the model withdrawal form as an annex, with every line of the statutory model (R221-1)', () => {
    const annex = section('/cgv/', 'modèle de formulaire de rétractation');
    const lines = [
      'Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.',
      `À l'attention de ${plain(content.site.legal.owner)} EI, ${content.site.brand}, ${plain(content.site.legal.address)}, ${content.site.email} :`,
      'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
      'Commandé le (*)/reçu le (*) :',
      'Nom du (des) consommateur(s) :',
      'Adresse du (des) consommateur(s) :',
      'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
      'Date :',
      '(*) Rayez la mention inutile.',
    ];
    let from = 0;
    for (const line of lines) {
      const at = annex.indexOf(line, from);
      expect(at, line).toBeGreaterThanOrEqual(from);
      from = at + line.length;
    }
  });

  test('quote the statutory boxes of the conformity guarantee of digital content and services, and the latent-defect articles', () => {
    const guarantees = section('/cgv/', 'garanties légales');
    expect(guarantees).toContain('articles L224-25-12 et suivants du Code de la consommation');
    expect(guarantees).toContain('L217-3 et suivants');
    expect(guarantees).toContain('Code civil : « Le vendeur est tenu de la garantie à raison des défauts cachés de la chose vendue');
    expect(guarantees).toContain(
      "« L'action résultant des vices rédhibitoires doit être intentée par l'acquéreur dans un délai de deux ans à compter de la découverte du vice. »",
    );
    // One box for the site (a single supply), one for the maintenance options (continuous supply), each set apart.
    const boxes = [...html('/cgv/').matchAll(/<blockquote>([\s\S]*?)<\/blockquote>/g)].map((match) => plain(mainText(`<main>${match[1]}</main>`)));
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toMatch(/^Le consommateur dispose d'un délai de deux ans à compter de la fourniture du contenu numérique ou du service numérique/);
    expect(boxes[1]).toMatch(
      /^Le consommateur a droit à la mise en œuvre de la garantie légale de conformité .* durant toute la durée de fourniture prévue au contrat/,
    );
    for (const box of boxes) {
      expect(box).toContain('5° La non-conformité du contenu numérique ou du service numérique persiste');
      expect(box).toContain('articles L. 224-25-1 à L. 224-25-31 du code de la consommation');
      expect(box).toContain('article L. 242-18-1 du code de la consommation');
      expect(box).toContain(
        'garantie légale des vices cachés en application des articles 1641 à 1649 du code civil, pendant une durée de deux ans à compter de la découverte du défaut',
      );
    }
    // Who answers for the guarantees, and how to reach them (D211-1).
    expect(guarantees).toContain(`par e-mail à ${content.site.email}, par téléphone au ${content.site.phone} ou par courrier à`);
  });

  test('keep the liability cap, the jurisdiction clause and deemed acceptance for professional clients only', () => {
    const clauses = paragraphs('/cgv/').filter((text) => /réputée acceptée|limitée aux dommages directs|tribunaux du ressort/.test(text));
    expect(clauses).toHaveLength(3);
    for (const clause of clauses) expect(clause).toMatch(/^Client professionnel uniquement :/);
    const text = textOf('/cgv/');
    expect(text).toContain('aucune clause des présentes CGV ne limite son droit à réparation');
    expect(text).toContain("Pour le Client consommateur ou non professionnel, aucune acceptation n'est présumée");
    expect(text).toContain('(article R631-3 du Code de la consommation)');
  });

  test('transfer the intellectual property with its scope, duration and territory, once paid', () => {
    const property = section('/cgv/', 'propriété intellectuelle');
    expect(property).toContain("n'intervient qu'après le paiement intégral");
    for (const right of ['droit de reproduction', 'droit de représentation', "droit d'adaptation"]) expect(property).toContain(right);
    expect(property).toContain('pour le monde entier');
    expect(property).toContain("pour toute la durée de protection des droits d'auteur");
    expect(property).toContain("Ce qui n'est pas cédé");
  });

  test('say the client owns the domain name', () => {
    expect(section('/cgv/', 'nom de domaine et hébergement')).toContain('enregistré au nom du Client, qui en est le seul titulaire');
  });

  test('offer a deposit and the balance at delivery, or the balance in 2 instalments without fees, with shares that add up', () => {
    const payment = section('/cgv/', 'paiement');
    const deposit = Number(payment.match(/acompte de (\d+) %/)?.[1]);
    const balance = payment.match(/solde de (\d+) % est facturé à la livraison du site/);
    expect(balance).not.toBeNull();
    expect(deposit + Number(balance![1])).toBe(100);
    const instalments = payment.match(/sans frais.*?: (\d+) % facturés à la livraison du site et (\d+) % facturés \d+ jours après la livraison/);
    expect(instalments).not.toBeNull();
    expect(deposit + Number(instalments![1]) + Number(instalments![2])).toBe(100);
  });

  test('give prices with the VAT exemption mention of a micro-entrepreneur', () => {
    expect(section('/cgv/', 'offres, prix et délais')).toContain(plain(content.site.legal.vatMention));
    expect(textOf('/cgv/')).not.toContain('TTC');
  });
});

describe('legal notices (/mentions-legales/)', () => {
  test("give the host's name, address, phone and website (LCEN art. 6)", () => {
    const { host } = content.site.legal;
    const hosting = textOf('/mentions-legales/').match(/Hébergement (.*?) Propriété intellectuelle/)?.[1] ?? '';
    expect(hosting).toContain(plain(host.name));
    expect(hosting).toContain(`Adresse : ${plain(host.address)}`);
    expect(hosting).toContain(`Téléphone : ${plain(host.phone)}`);
    expect(hosting).toContain(`Site internet : ${host.website}`);
  });

  test('show a placeholder postal code that no one could take for a real one', () => {
    const { address } = content.site.legal;
    expect(textOf('/mentions-legales/')).toContain(`Adresse : ${plain(address)}`);
    // Until the owner writes the real address, nothing in it may look like a real French postal code (five digits).
    if (findLegalPlaceholders(content.site).some((error) => error.field === 'legal.address')) expect(address).not.toMatch(/(^|\D)\d{5}(\D|$)/);
  });

  test('name the consumer mediator and point to the terms of sale', () => {
    expect(textOf('/mentions-legales/')).toContain(
      `médiateur de la consommation dont relève ${plain(content.site.legal.owner)} EI : ${plain(content.site.legal.mediator.name)}`,
    );
    expect(html('/mentions-legales/')).toContain('href="/cgv/"');
  });
});

describe('privacy policy (/politique-confidentialite/)', () => {
  test('states how long Google Analytics keeps visit data, as set in content/site.ts', () => {
    const months = content.site.legal.analyticsRetentionMonths;
    const text = textOf('/politique-confidentialite/');
    expect(text).toContain(
      `Google conserve les données de visite associées à l'identifiant de vos cookies pendant ${months} mois, durée réglée dans notre compte Google Analytics`,
    );
    expect(text).toContain(`Données de mesure d'audience (chez Google) : ${months} mois`);
  });

  test('names each processor with what it does and the basis of any transfer outside the EU', () => {
    const recipients = textOf('/politique-confidentialite/').match(/Destinataires et sous-traitants (.*?) Cookies /)?.[1] ?? '';
    const processors = paragraphs('/politique-confidentialite/').filter((item) => /^(Supabase|Brevo|Google) \(/.test(item));
    expect(processors.map((item) => item.split(' ')[0])).toEqual(['Supabase', 'Brevo', 'Google']);
    expect(processors[0]).toContain(`dans la région ${plain(content.site.legal.supabaseRegion)}`);
    expect(processors[0]).toContain('clauses contractuelles types de la Commission européenne');
    expect(processors[1]).toContain("héberge les données dans l'Union européenne");
    expect(processors[2]).toContain('EU–US Data Privacy Framework');
    expect(processors[2]).toContain("décision d'adéquation de la Commission européenne du 10 juillet 2023");
    expect(recipients).toContain(plain(content.site.legal.host.name));
  });

  test('tells a visitor who gives a phone number about Bloctel (L223-2)', () => {
    expect(textOf('/politique-confidentialite/')).toContain("liste d'opposition au démarchage téléphonique Bloctel, sur www.bloctel.gouv.fr");
  });
});

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
    // The form's notice, the privacy policy and the database keep requests as long.
    expect(textOf('/politique-confidentialite/')).toContain(`${years} ans à compter du dernier contact`);
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
    const count = plain(fillInText(page.ratingCount, { count: rating.count }));
    // The way reviews are collected comes right after their number, and says whether they are checked (its schema asks for it).
    expect(textOf('/realisations/')).toContain(`${rating.value.toLocaleString('fr-FR')}/5 ${count} ${plain(rating.method)}`);
    expect(rating.method).toMatch(/contr[ôo]l|vérifi/i);
  });

  test('the statement says whether anything is given in return, the order reviews are shown in and how long they stay online (D111-17)', () => {
    const { method } = content['case-studies'].rating;
    expect(method).toMatch(/contrepartie/i);
    expect(method).toMatch(/class|ordre/i);
    expect(method).toMatch(/en ligne/i);
  });

  test('each review shown carries its date', () => {
    const text = textOf('/realisations/');
    for (const study of content['case-studies'].studies) {
      expect(text).toContain(`${study.testimonial.author}, ${study.testimonial.role.toLowerCase()}, avis du ${plain(formatDate(study.testimonial.date))}`);
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

describe('dates of the legal pages', () => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
  const git = (...args: string[]) => spawnSync('git', ['-C', projectRoot, ...args], { encoding: 'utf8' }).stdout.trim();

  /**
   * When a legal file's text last changed: today if it has changes not yet
   * committed, else its last commit. Commits made the day the file was first
   * written do not count: that day it may carry the date of the text it
   * reproduces (the spec's 28 October 2025).
   */
  function lastChange(file: string): string | undefined {
    if (git('status', '--porcelain', '--', file)) return day.format(new Date());
    const days = git('log', '--format=%ct', '--', file)
      .split('\n')
      .filter(Boolean)
      .map((time) => day.format(new Date(Number(time) * 1000)));
    return days.filter((date) => date !== days.at(-1))[0];
  }

  test('each legal page states the date its text last changed', () => {
    if (!git('rev-parse', '--is-inside-work-tree')) return; // a copy without its history
    const changed = Object.fromEntries(content.legal.map((page) => [page.file, lastChange(page.file)]));
    expect(findStaleLegalDates(content.legal, changed)).toEqual([]);
  });
});
