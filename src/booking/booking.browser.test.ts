import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import booking from '../../content/booking.ts';
import site from '../../content/site.ts';
import { bookingContentSchema } from './booking.schema.ts';
import { describeSlotLabel, labelSlots } from './slot-format.ts';
import { cityOf } from '../../supabase/functions/_shared/zoned-time.ts';
import { axeViolations, baseURL, hydrated, useBrowser, viewports } from '../../tests/browser/helpers.ts';
import { testRoot } from '../../tests/setup/paths.ts';

// The free call as visitors book it, on a phone: the slots of
// content/booking.ts that the local database says are free, whatever they are.

const browser = useBrowser();
const { texts, cancel, availability } = bookingContentSchema.parse(booking);
const phone = { viewport: viewports.mobile, hasTouch: true, isMobile: true };

async function openPicker(options: { timezoneId?: string; javaScriptEnabled?: boolean } = {}) {
  const watched = await browser.open({ ...phone, timezoneId: 'Europe/Paris', ...options });
  await watched.page.goto(`${baseURL()}/#rendez-vous`);
  return watched;
}

async function readyPicker(page: Page) {
  await hydrated(page, 'BookingPicker');
  await page.locator('.booking[data-phase="ready"]').waitFor({ timeout: 30_000 });
}

/** The slot radios of the day shown, by value (the slot's start). */
const slotValues = (page: Page) =>
  page.locator('.booking input[name="slot"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

async function showDayOf(page: Page, start: string) {
  const day = await page
    .locator('.booking input[name="day"]')
    .evaluateAll(
      (inputs, wanted) => inputs.map((input) => (input as HTMLInputElement).value).find((value) => value === wanted),
      await page.evaluate((iso) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }), start),
    );
  if (day) await page.locator(`.booking input[name="day"][value="${day}"]`).check();
  return day;
}

async function fillAndBook(page: Page, email: string) {
  const picker = page.locator('.booking');
  await picker.getByRole('textbox', { name: 'Nom' }).fill('Camille Dupont');
  await picker.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await picker.getByRole('textbox', { name: 'Votre projet' }).fill('Un site vitrine pour mon atelier');
  await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
}

const booked = (page: Page) => page.locator('.booking-status .booking-done').waitFor({ timeout: 30_000 });

describe('booking the free call', () => {
  test('a visitor on a phone books a free slot, and the next visitor is not offered it', async () => {
    const first = await openPicker();
    await readyPicker(first.page);
    const [start] = await slotValues(first.page);
    expect(start).toBeDefined();
    await first.page.locator(`.booking input[name="slot"][value="${start}"]`).check();
    // The busy times asked again after booking come late, as on a slow link:
    // the slot must be gone from the moment the booking is confirmed.
    await first.page.route('**/rpc/booking_busy', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await fillAndBook(first.page, `appel-${randomUUID().slice(0, 8)}@exemple.fr`);
    await booked(first.page);
    expect(await first.page.locator('.booking-status').getAttribute('aria-live')).toBe('polite');
    // The same page no longer offers it either.
    await showDayOf(first.page, start!);
    expect(await slotValues(first.page)).not.toContain(start);
    expect(first.errors).toEqual([]);
    expect(first.foreignRequests).toEqual([]);

    const next = await openPicker();
    await readyPicker(next.page);
    await showDayOf(next.page, start!);
    expect(await slotValues(next.page)).not.toContain(start);
  });

  test('two visitors racing for one slot: one books it, the other is told so and books one of the next free slots', async () => {
    const [a, b] = [await openPicker(), await openPicker()];
    await Promise.all([readyPicker(a.page), readyPicker(b.page)]);
    const [start] = await slotValues(a.page);
    for (const { page } of [a, b]) await page.locator(`.booking input[name="slot"][value="${start}"]`).check();
    await fillAndBook(a.page, `course-a-${randomUUID().slice(0, 8)}@exemple.fr`);
    await booked(a.page);
    await fillAndBook(b.page, `course-b-${randomUUID().slice(0, 8)}@exemple.fr`);
    const refused = b.page.locator('.booking-status .booking-refused');
    await refused.waitFor({ timeout: 30_000 });
    await expect(refused.textContent()).resolves.toBe(texts.taken);
    const offers = b.page.locator('.booking-next button');
    expect(await offers.count()).toBeGreaterThan(0);
    await offers.first().click();
    // What the visitor typed is kept: one click books the slot offered instead.
    await b.page.getByRole('button', { name: 'Réserver ce créneau' }).click();
    await booked(b.page);
  });

  test('a visitor in another time zone sees their own times with the Paris time beside each', async () => {
    const { page } = await openPicker({ timezoneId: 'Asia/Tokyo' });
    await readyPicker(page);
    await expect(page.locator('.booking-zone').textContent()).resolves.toContain('Asia/Tokyo');
    const owner = await page.locator('.booking-owner-time').allTextContents();
    expect(owner.length).toBe(await page.locator('.booking input[name="slot"]').count());
    for (const text of owner) expect(text).toMatch(/^\d{1,2}\u00a0h\u00a0\d\d à Paris/);
  });

  test('the picker is usable with the keyboard and has no accessibility violation at phone width', async () => {
    const { page } = await openPicker();
    await readyPicker(page);
    const firstSlot = page.locator('.booking input[name="slot"]').first();
    await firstSlot.focus();
    await page.keyboard.press('Space');
    await expect(firstSlot.isChecked()).resolves.toBe(true);
    await page.locator('.booking').getByRole('textbox', { name: 'Nom' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('without JavaScript, the picker says to use the contact form, which is there', async () => {
    const { page } = await openPicker({ javaScriptEnabled: false });
    await expect(page.locator('#rendez-vous .booking-fallback').textContent()).resolves.toBe(texts.withoutScript);
    await expect(page.locator('#contact form').count()).resolves.toBe(1);
  });
});

/** The cancel link of the confirmation e-mail sent to `email`, read from the local outbox as a mail program would; undefined until it is written. */
async function cancelLinkSentTo(email: string): Promise<string | undefined> {
  const outbox = `${testRoot}/data/outbox`;
  for (const file of (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('-visiteur.eml'))) {
    const mail = await simpleParser(await readFile(`${outbox}/${file}`));
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    if (to?.value[0]?.address !== email) continue;
    return mail.text?.match(/https?:\/\/\S+\/rendez-vous\/annuler\/#[0-9a-f-]{36}/)?.[0];
  }
  return undefined;
}

const cancelPage = async (link: string, options: { javaScriptEnabled?: boolean } = {}) => {
  const watched = await browser.open({ ...phone, timezoneId: 'Europe/Paris', ...options });
  // The e-mail links to the site's address; the page is the same here.
  await watched.page.goto(`${baseURL()}${new URL(link, site.origin).pathname}${new URL(link, site.origin).hash}`);
  return watched;
};
const fill = (text: string, name: string, value: string) => text.replace(`{${name}}`, value);

describe('cancelling a booked call', () => {
  test('the link of the confirmation e-mail cancels the call on a phone, once, and the slot is offered again', async () => {
    const email = `annuler-${randomUUID().slice(0, 8)}@exemple.fr`;
    const picker = await openPicker();
    await readyPicker(picker.page);
    // The last slot of the last day: the other journeys of this file, run beside it, book the first ones.
    await picker.page.locator('.booking input[name="day"]').last().check();
    const start = (await slotValues(picker.page)).at(-1);
    await picker.page.locator(`.booking input[name="slot"][value="${start}"]`).check();
    await fillAndBook(picker.page, email);
    await booked(picker.page);

    await expect.poll(() => cancelLinkSentTo(email), { timeout: 30_000 }).toBeDefined();
    const link = (await cancelLinkSentTo(email))!;
    const { page, errors, foreignRequests } = await cancelPage(link);
    await hydrated(page, 'BookingCancel');
    await page.getByRole('button', { name: cancel.button }).click();
    const done = page.locator('.booking-status .booking-done');
    await done.waitFor({ timeout: 30_000 });
    const [day] = labelSlots([{ start: Date.parse(start!), end: Date.parse(start!) }], 'Europe/Paris', availability.timeZone, cityOf(availability.timeZone));
    await expect(done.textContent()).resolves.toBe(fill(cancel.cancelled, 'slot', describeSlotLabel(day!.slots[0]!, String(new Date().getUTCFullYear()))));
    await expect(page.getByRole('link', { name: cancel.rebook }).getAttribute('href')).resolves.toBe('/#rendez-vous');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);

    // Free again for the next visitor.
    const next = await openPicker();
    await readyPicker(next.page);
    await showDayOf(next.page, start!);
    expect(await slotValues(next.page)).toContain(start);

    // The same link a second time cancels nothing, and says so.
    const again = await cancelPage(link);
    await hydrated(again.page, 'BookingCancel');
    await again.page.getByRole('button', { name: cancel.button }).click();
    await expect(again.page.locator('.booking-status .booking-refused').textContent()).resolves.toBe(fill(cancel.unknown, 'email', site.email));
  });

  test('a link without its secret says what to do; without JavaScript, the page says to answer the e-mail', async () => {
    const broken = await cancelPage('/rendez-vous/annuler/#');
    await hydrated(broken.page, 'BookingCancel');
    await expect(broken.page.locator('.booking-status .booking-refused').textContent()).resolves.toBe(fill(cancel.unknown, 'email', site.email));
    expect(await broken.page.getByRole('button', { name: cancel.button }).count()).toBe(0);

    const { page } = await cancelPage(`/rendez-vous/annuler/#${randomUUID()}`, { javaScriptEnabled: false });
    await expect(page.locator('.booking-fallback').textContent()).resolves.toBe(fill(cancel.withoutScript, 'email', site.email));
  });
});
