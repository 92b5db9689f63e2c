import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { localHandlers } from '../../scripts/server/handlers.ts';
import { fetchMessagesFromServer } from '../../scripts/server/local-backend.ts';
import { createSiteServer } from '../../scripts/server/static.ts';
import site from '../../content/site.ts';
import contactContent from '../../content/contact.ts';
import { failureText, rateLimitedText, successText } from './contact-form-state.ts';
import { homeProjects } from './projects.ts';
import { typeset } from '../text/typography.ts';
import { formCases } from '../../tests/fixtures/hostile-inputs.ts';
import { testRoot } from '../../tests/setup/paths.ts';
import { answerConsent, axeViolations, baseURL, distDir, formReady, useBrowser, viewports } from '../../tests/browser/helpers.ts';
import { listenLocally } from '../../scripts/server/listen.ts';

// The two contact forms as a visitor uses them, checked against what the
// local database really stored (through the test server's listing socket).

const dataDir = `${testRoot}/data`;
const browser = useBrowser();
/** The home form's project list, from content: the first and the last choice. */
const choices = homeProjects(contactContent);
const [firstChoice, lastChoice] = [choices[0]!, choices.at(-1)!];

const uniqueEmail = () => `test-${randomUUID().slice(0, 8)}@exemple.fr`;
async function rowsFor(email: string, dir = dataDir) {
  const rows = (await fetchMessagesFromServer(dir)) ?? [];
  return rows.filter((row) => row.email === email.trim());
}

/**
 * The forms as a visitor who asked for reduced motion sees them: what is
 * checked here is what is sent, stored and said, the same either way, and
 * a page whose animations run costs the machine the whole test long (the
 * pages' motion is checked by their own tests).
 */
const still = { reducedMotion: 'reduce' } as const;

/** Opens a page and waits until its form has come to life. */
async function openForm(path: string, origin = baseURL()) {
  const watched = await browser.open(still);
  await watched.page.goto(`${origin}${path}`);
  await formReady(watched.page);
  return watched;
}

async function closeToasts(page: Page) {
  for (const button of await page.locator('.toast-close').all()) await button.click();
}

/**
 * The newest toast once it shows `text`, typeset as every text of the site
 * is (’ for the apostrophe). A send takes well under a second; the bound is
 * for a machine busy with Chromium pages of other test files.
 */
async function expectToast(page: Page, text: string) {
  await page
    .locator('.toast')
    .last()
    .locator('.toast-text', { hasText: typeset(text) })
    .waitFor({ timeout: 30_000 });
  expect(await page.locator('.toaster').getAttribute('aria-live')).toBe('polite');
}

async function fillContact(page: Page, fields: Partial<Record<'Nom' | 'E-mail' | 'Téléphone' | 'Entreprise' | 'Message', string>>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: false }).first().fill(value);
}

describe('home contact form', () => {
  test('a valid message is stored once, exactly as typed after trimming, with the success toast and an empty form', async () => {
    const { page, errors, foreignRequests } = await openForm('/#contact');
    const email = uniqueEmail();
    await fillContact(page, {
      Nom: '  Élodie Martin ',
      'E-mail': ` ${email}`,
      Téléphone: '06 12 34 56 78',
      Entreprise: 'Atelier « Fleurs » & Cie',
      Message: ' Bonjour,\nj’aimerais un site 🌸 pour ma boutique.  ',
    });
    await page.getByLabel('Type de projet').selectOption(firstChoice.key);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expectToast(page, successText);
    // The words, written out: the other tests share the form's constant.
    expect(await page.locator('.toast-text').last().textContent()).toBe('Message envoyé avec succès\u202f! Nous vous recontacterons rapidement.');

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Élodie Martin',
      email,
      phone: '06 12 34 56 78',
      project: firstChoice.key,
      // The company is a line of the message, above the visitor's text.
      message: 'Entreprise\u202f: Atelier « Fleurs » & Cie\n\nBonjour,\nj’aimerais un site 🌸 pour ma boutique.',
      source_page: '/',
    });
    await expect(page.getByLabel('Nom', { exact: false }).first().inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Message', { exact: false }).first().inputValue()).resolves.toBe('');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('a sixth request within the hour is refused with a French message and the agency e-mail, every field kept', async () => {
    const { page } = await openForm('/#contact');
    const email = uniqueEmail();
    for (let i = 1; i <= 5; i++) {
      await fillContact(page, { Nom: 'Visiteur Pressé', 'E-mail': email, Message: `Message numéro ${i}` });
      await page.getByRole('button', { name: 'Envoyer le message' }).click();
      await expectToast(page, successText);
      await closeToasts(page);
    }
    const typed = { Nom: 'Visiteur Pressé', 'E-mail': email, Téléphone: '06 00 00 00 00', Entreprise: 'Atelier', Message: 'Message numéro 6' };
    await fillContact(page, typed);
    await page.getByLabel('Type de projet').selectOption(lastChoice.key);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expectToast(page, rateLimitedText(site.email));
    for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: false }).first().inputValue()).resolves.toBe(value);
    await expect(page.getByLabel('Type de projet').inputValue()).resolves.toBe(lastChoice.key);
    expect(await rowsFor(email)).toHaveLength(5);
    await page.context().close();
  });

  test('an invalid message shows the first problem, marks its field and stores nothing', async () => {
    const { page } = await openForm('/#contact');
    const email = uniqueEmail();
    await fillContact(page, { 'E-mail': email, Message: 'Un message sans nom.' });
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expectToast(page, 'Indiquez votre nom.');
    const name = page.getByLabel('Nom', { exact: false }).first();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);

    await fillContact(page, { Nom: 'Jean', 'E-mail': 'jean@@exemple' });
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expectToast(page, 'Vérifiez votre adresse e-mail, elle semble incomplète.');
    expect(await axeViolations(page)).toEqual([]);
    expect(await rowsFor(email)).toEqual([]);
    expect(await rowsFor('jean@@exemple')).toEqual([]);
    await page.context().close();
  });

  test('a double click sends one message, and the button says it is sending', async () => {
    const { page } = await openForm('/#contact');
    const email = uniqueEmail();
    await fillContact(page, { Nom: 'Double Clic', 'E-mail': email, Message: 'Je clique deux fois.' });
    const button = page.locator('.form-submit');
    // Hold the answer until both clicks have landed and the button says it is sending.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/rest/v1/**', async (route) => {
      await answered;
      await route.continue();
    });
    await button.dblclick();
    await page.locator('.form-submit[aria-disabled="true"]', { hasText: 'Envoi en cours…' }).waitFor();
    answer();
    await expectToast(page, successText);
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await page.locator('.toast').count()).toBe(1);
    await page.context().close();
  });

  test('a reload keeps the draft, and a successful send clears it', async () => {
    const { page } = await openForm('/#contact');
    const email = uniqueEmail();
    await fillContact(page, { Nom: 'Brouillon', 'E-mail': email, Entreprise: 'Gardé', Message: 'Ligne 1\nLigne 2' });
    await page.getByLabel('Type de projet').selectOption(lastChoice.key);
    await page.reload();
    await formReady(page);
    await expect(page.getByLabel('Nom', { exact: false }).first().inputValue()).resolves.toBe('Brouillon');
    await expect(page.getByLabel('Entreprise').inputValue()).resolves.toBe('Gardé');
    await expect(page.getByLabel('Message', { exact: false }).first().inputValue()).resolves.toBe('Ligne 1\nLigne 2');
    await expect(page.getByLabel('Type de projet').inputValue()).resolves.toBe(lastChoice.key);

    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expectToast(page, successText);
    expect(await rowsFor(email)).toHaveLength(1);
    await page.reload();
    await formReady(page);
    await expect(page.getByLabel('Nom', { exact: false }).first().inputValue()).resolves.toBe('');
    await page.context().close();
  });

  test('the project list shows the labels of content, and ?projet= preselects one by its key', async () => {
    const { page } = await openForm(`/?projet=${lastChoice.key}#contact`);
    await expect(page.getByLabel('Type de projet').inputValue()).resolves.toBe(lastChoice.key);
    await expect(page.locator('#contact option:checked').textContent()).resolves.toBe(typeset(lastChoice.label));
    // The caterer form's own project is not offered.
    const options = await page.locator('#contact option').evaluateAll((list) => list.map((option) => [option.getAttribute('value'), option.textContent]));
    expect(options).toEqual([['', typeset(contactContent.form.unsureProject)], ...choices.map((choice) => [choice.key, typeset(choice.label)])]);
    await page.context().close();
  });

  test('a filled honeypot shows success and stores nothing', async () => {
    const { page } = await openForm('/#contact');
    const email = uniqueEmail();
    await fillContact(page, { Nom: 'Robot', 'E-mail': email, Message: 'Achetez mes pilules.' });
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expectToast(page, successText);
    expect(await rowsFor(email)).toEqual([]);
    await page.context().close();
  });

  test('at most three toasts are visible, and they close by themselves', async () => {
    const { page } = await browser.open(still);
    await answerConsent(page);
    await page.clock.install();
    await page.goto(`${baseURL()}/#contact`);
    await formReady(page);
    // Time stands still from here: only runFor moves it, however slow the
    // clicks (a toast shown during a slow click would close before the count).
    await page.clock.pauseAt(Date.now() + 60_000);
    const button = page.getByRole('button', { name: 'Envoyer le message' });
    for (let i = 0; i < 5; i++) {
      await button.click();
      await page.locator('.toast').nth(Math.min(i, 2)).waitFor();
    }
    expect(await page.locator('.toast').count()).toBe(3);
    const box = await page.locator('.toast').last().boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(viewports.desktop.width - 40);
    expect(box!.y + box!.height).toBeGreaterThan(viewports.desktop.height - 40);
    await page.clock.runFor(10_000);
    expect(await page.locator('.toast').count()).toBe(0);
    await page.context().close();
  });

  test('without JavaScript, the form still has its labelled fields and a way to send', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/`);
    const form = page.locator('#contact form');
    expect(await form.getAttribute('action')).toMatch(/^mailto:/);
    for (const label of ['Nom', 'E-mail', 'Téléphone', 'Entreprise', 'Type de projet', 'Message']) {
      expect(await page.getByLabel(label, { exact: false }).count()).toBeGreaterThan(0);
    }
    // The note of content/contact.ts, with the agency's e-mail and phone as links.
    const note = typeset(contactContent.form.fallbackNote);
    const fallback = (await page.locator('.form-fallback').textContent())!;
    for (const part of note.split(/\{(?:email|phone)\}/)) expect(fallback).toContain(part);
    await expect(page.locator('.form-fallback a[href^="mailto:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual([
      `mailto:${site.email}`,
    ]);
    await expect(page.locator('.form-fallback a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual([
      `tel:${site.phone.replace(/ /g, '')}`,
    ]);
    expect(await page.getByRole('button', { name: 'Envoyer le message' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('the no-JavaScript e-mail', () => {
  // What the browser puts in the e-mail (enctype text/plain: one `name=value`
  // line per control) is the form's data set, which FormData builds by the
  // same rules as a submission: disabled controls are left out.
  test.each([
    ['/', '#contact form', 'Message'],
    ['/traiteur-evenementiel/', 'form.contact-form', 'Votre message'],
  ])('on %s, names each answer by its French label, keeps the text and leaves the bots’ trap out', async (path, selector, messageLabel) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.mobile });
    const page = await context.newPage();
    await page.goto(`${baseURL()}${path}`);
    const form = page.locator(selector);
    await form.getByLabel('Nom', { exact: false }).first().fill('Élodie Martin');
    await form.getByLabel('E-mail', { exact: false }).first().fill('elodie@exemple.fr');
    const text = 'Bonjour,\nnous voudrions un devis & un rendez-vous = vite.';
    await form.getByLabel(messageLabel, { exact: false }).first().fill(text);
    const sent = await form.evaluate((element: HTMLFormElement) => [...new FormData(element)].map(([name, value]) => [name, String(value)]));
    expect(sent).toEqual(
      expect.arrayContaining([
        ['Nom', 'Élodie Martin'],
        ['E-mail', 'elodie@exemple.fr'],
        [messageLabel, text],
      ]),
    );
    expect(sent.map(([name]) => name)).not.toContain('website');
    for (const [name] of sent) expect(name).not.toMatch(/^(name|email|phone|message|company|project|date|guests)$/);
    expect(await form.getAttribute('enctype')).toBe('text/plain');
    await context.close();
  });
});

test('the Supabase client loads only once a visitor starts filling a form', async () => {
  const { page } = await browser.open();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  const loadsClient = () => scripts.some((path) => readFileSync(`${distDir()}${path}`, 'utf8').includes('supabase-js/'));
  await page.goto(`${baseURL()}/a-propos/`, { waitUntil: 'networkidle' });
  expect(loadsClient()).toBe(false);
  await page.goto(`${baseURL()}/#contact`, { waitUntil: 'networkidle' });
  await formReady(page);
  expect(loadsClient()).toBe(false);
  await page.getByLabel('Nom', { exact: false }).first().focus();
  await page.waitForLoadState('networkidle');
  await expect.poll(loadsClient).toBe(true);
  await page.context().close();
});

describe('cancellation form', () => {
  test('a cancellation is stored once under its project, with the site and the option, and the page confirms it', async () => {
    const { page, errors } = await openForm('/resiliation/');
    const email = uniqueEmail();
    await fillContact(page, { Nom: 'Ana Martin', 'E-mail': email });
    await page.getByLabel('Adresse du site', { exact: false }).fill('www.ana-martin.fr');
    const option = await page.getByLabel('Option résiliée', { exact: false }).inputValue();
    await page.getByRole('button', { name: 'Résilier mon option' }).click();
    await expectToast(page, contactContent.cancellation.received);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: typeset(contactContent.cancellation.received) })
        .count(),
    ).resolves.toBe(1);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ana Martin', project: contactContent.cancellationProject, source_page: '/resiliation/' });
    expect(rows[0]!.message.startsWith(`Adresse du site\u202f: www.ana-martin.fr\nOption résiliée\u202f: ${option}\n\n`)).toBe(true);
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('caterer form', () => {
  test('a valid request is stored once under the caterer form’s project, with the composed message', async () => {
    const { page, errors } = await openForm('/traiteur-evenementiel/');
    const email = uniqueEmail();
    await fillContact(page, { Nom: 'Camille et Hugo', 'E-mail': email, Téléphone: '0612345678' });
    await page.getByLabel('Date souhaitée').fill('2027-06-12');
    await page.getByLabel('Nombre d’invités').fill('80');
    await page.getByLabel('Votre message', { exact: false }).fill('Un cocktail dînatoire au bord du lac.');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expectToast(page, successText);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Camille et Hugo',
      phone: '0612345678',
      project: contactContent.catererProject,
      source_page: '/traiteur-evenementiel/',
      message: 'Date souhaitée\u202f: 12 juin 2027\nNombre d’invités\u202f: 80\n\nUn cocktail dînatoire au bord du lac.',
    });
    await expect(page.getByLabel('Date souhaitée').inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('without a message the request is refused with its message', async () => {
    const { page } = await openForm('/traiteur-evenementiel/');
    const email = uniqueEmail();
    await fillContact(page, { Nom: 'Sans message', 'E-mail': email });
    await page.getByLabel('Nombre d’invités').fill('40');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expectToast(page, 'Écrivez votre message.');
    expect(await rowsFor(email)).toEqual([]);
    await page.context().close();
  });

  test('with the backend stopped: error toast, every field kept, and a retry after restart stores one row', async () => {
    const ownDir = `${testRoot}/data-offline`;
    let backend = await localHandlers({ dataDir: ownDir });
    let server: Server = createSiteServer({ root: distDir(), handlers: backend.handlers });
    const { port, origin } = await listenLocally(server);
    const stop = async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await backend.close();
    };
    try {
      // Not browser.open: it refuses every origin but the shared test server's.
      const context = await browser.newContext({ viewport: viewports.desktop, locale: 'fr-FR', ...still });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${origin}/traiteur-evenementiel/`);
      await formReady(page);
      const email = uniqueEmail();
      const typed = { Nom: 'Panne Réseau', 'E-mail': email, Téléphone: '+33 4 00 00 00 00' };
      await fillContact(page, typed);
      await page.getByLabel('Date souhaitée').fill('2027-09-04');
      await page.getByLabel('Nombre d’invités').fill('120');
      await page.getByLabel('Votre message', { exact: false }).fill('Mariage en septembre.');
      await page.waitForLoadState('networkidle');

      await stop();
      await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expectToast(page, failureText(site.email));
      await expect(page.getByLabel('Nom', { exact: false }).first().inputValue()).resolves.toBe('Panne Réseau');
      await expect(page.getByLabel('E-mail', { exact: false }).first().inputValue()).resolves.toBe(email);
      await expect(page.getByLabel('Téléphone').inputValue()).resolves.toBe('+33 4 00 00 00 00');
      await expect(page.getByLabel('Date souhaitée').inputValue()).resolves.toBe('2027-09-04');
      await expect(page.getByLabel('Nombre d’invités').inputValue()).resolves.toBe('120');
      await expect(page.getByLabel('Votre message', { exact: false }).inputValue()).resolves.toBe('Mariage en septembre.');
      expect(errors.some((error) => error.includes('Le message n’a pas pu être envoyé.'))).toBe(true);

      backend = await localHandlers({ dataDir: ownDir });
      server = createSiteServer({ root: distDir(), handlers: backend.handlers });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      await closeToasts(page);
      await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expectToast(page, successText);
      expect(await rowsFor(email, ownDir)).toHaveLength(1);
      await page.context().close();
    } finally {
      await stop().catch(() => {});
    }
  });
});

test('hostile inputs typed in the form get the right answer, and valid ones are stored as typed after trimming', async () => {
  const { page } = await openForm('/#contact');
  for (const item of formCases) {
    const email = item.fields.email ?? uniqueEmail();
    await closeToasts(page);
    await fillContact(page, {
      Nom: item.fields.name ?? 'Test Hostile',
      'E-mail': email,
      Téléphone: item.fields.phone ?? '',
      Entreprise: item.fields.company ?? '',
      Message: item.fields.message ?? 'Bonjour.',
    });
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expectToast(page, item.error ?? successText);
    const rows = await rowsFor(email);
    if (item.error) {
      expect(rows, item.title).toEqual([]);
    } else {
      expect(rows, item.title).toHaveLength(1);
      expect(rows[0], item.title).toMatchObject(item.stored ?? {});
    }
  }
  await page.context().close();
  // Some twenty sends in a row: a minute or more when other test files load the machine.
}, 180_000);
