import { describe, expect, test } from 'vitest';
import { fixRandom, hydrated, pausedClock, testAxeOnceAwake } from '../../../tests/browser/demo-helpers.ts';
import { axeViolations, baseURL, useBrowser, viewports } from '../../../tests/browser/helpers.ts';

const url = () => `${baseURL()}/coach-sportif-premium/`;
const browser = useBrowser();

describe('/coach-sportif-premium/', () => {
  test('shows the hero figures, the shop, the premium programme and the final call', async () => {
    const { page, errors } = await browser.open({ viewport: viewports.mobile });
    await page.goto(url());
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).resolves.toBe('/');
    await expect(page.locator('h1').textContent()).resolves.toBe('COACH FITNESS');
    await expect(page.locator('.co-stats li').allTextContents()).resolves.toEqual([
      '500+Clients',
      '95\u00a0%Objectifs atteints',
      '5\u00a0ansD’expérience',
      '100\u00a0%Satisfaction',
    ]);
    await expect(page.locator('.co-price').allTextContents()).resolves.toEqual(['19\u00a0€', '49\u00a0€', '15\u00a0€', '29\u00a0€', '25\u00a0€']);
    await expect(page.locator('.co-products li').evaluateAll((items) => items.map((li) => li.querySelector('.co-badge')?.textContent ?? null))).resolves.toEqual([
      'Nouveau',
      'Best-seller',
      null,
      'Promo',
      null,
    ]);
    await expect(page.locator('.co-steps > li').count()).resolves.toBe(5);
    await expect(page.locator('.co-difficulty strong').allTextContents()).resolves.toEqual(['20\u00a0%', '40\u00a0%', '65\u00a0%', '85\u00a0%', '100\u00a0%']);
    await expect(page.getByRole('link', { name: 'Créer mon site de coach' }).getAttribute('href')).resolves.toBe('/#contact');
    await expect(page.locator('.playlist-meta').allTextContents()).resolves.toEqual(['15\u00a0titres · 52\u00a0min', '12\u00a0titres · 45\u00a0min', '20\u00a0titres · 1\u00a0h\u00a010']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("fills the hero's right half with the member's day on a laptop, and the shop's rows at every width", async () => {
    const { page } = await browser.open({ viewport: viewports.desktop });
    await page.goto(url());
    const hero = (await page.locator('.co-hero').boundingBox())!;
    const day = (await page.locator('.co-today').boundingBox())!;
    expect(day.x).toBeGreaterThan(hero.width / 2);
    expect(day.width).toBeGreaterThan(hero.width / 4);
    await expect(page.locator('.co-today').textContent()).resolves.toMatch(/Objectif hebdomadaire\s*67\s%/);
    for (const width of [320, 390, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Cards per row and how much of the row they fill: no card alone beside an empty space.
      const rows = await page.locator('.co-products').evaluate((list) => {
        const byTop = new Map<number, number>();
        for (const item of list.children) {
          const box = item.getBoundingClientRect();
          byTop.set(Math.round(box.top), (byTop.get(Math.round(box.top)) ?? 0) + box.width);
        }
        return [...byTop.values()].map((used) => used / list.getBoundingClientRect().width);
      });
      for (const filled of rows) expect(filled, `at ${width} px`).toBeGreaterThan(0.9);
    }
    await page.context().close();
  });

  test('dashboard tabs: the dashboard first, arrow keys, and the week planning', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'reduce' });
    await page.goto(url());
    await hydrated(page, 'CoachDashboard');
    const tabs = page.getByRole('tab');
    const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
    await expect(tabs.allTextContents()).resolves.toEqual(['Tableau de bord', 'Progression', 'Planning']);
    await expect(selected()).resolves.toBe('Tableau de bord');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').count()).resolves.toBe(1);

    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(selected()).resolves.toBe('Planning');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('tab');
    const days = await page.locator('[role="tabpanel"]:not([hidden]) .planning li').evaluateAll((items) =>
      items.map((li) => [li.querySelector('.planning-day')?.textContent, li.querySelector('.planning-session')?.textContent, li.querySelector('.planning-time')?.textContent]),
    );
    expect(days).toEqual([
      ['Lundi', 'Force', '18\u00a0h\u00a000'],
      ['Mardi', 'Cardio', '18\u00a0h\u00a000'],
      ['Mercredi', 'Force', '18\u00a0h\u00a000'],
      ['Jeudi', 'Cardio', '18\u00a0h\u00a000'],
      ['Vendredi', 'Force', '18\u00a0h\u00a000'],
      ['Samedi', 'Repos', 'Récupération'],
      ['Dimanche', 'Repos', 'Récupération'],
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect(selected()).resolves.toBe('Tableau de bord');
    await page.keyboard.press('ArrowRight');
    await expect(selected()).resolves.toBe('Progression');
    await expect(page.locator('[role="tabpanel"]:not([hidden]) .progress-list li').count()).resolves.toBe(4);
    await tabs.nth(2).click();
    await expect(selected()).resolves.toBe('Planning');
    await page.context().close();
  });

  test('calories start at 1847 and drift every 3 s; the weekly goal grows from 67 % by up to 0.5', async () => {
    const { page } = await browser.open();
    await fixRandom(page, 0.99);
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'CoachDashboard');
    const calories = () => page.locator('[data-calories]').textContent();
    const weekly = () => page.locator('[data-weekly-goal]').textContent();
    await expect(calories()).resolves.toBe('1\u202f847 kcal');
    await expect(weekly()).resolves.toBe('67\u00a0%');
    await expect(page.locator('.metric-note').first().textContent()).resolves.toBe('Objectif du jour\u202f: 3\u202f000 kcal');
    await page.clock.runFor(2999);
    await expect(calories()).resolves.toBe('1\u202f847 kcal');
    // random 0.99: calories +4 and goal +0.495 at each step.
    await page.clock.runFor(1);
    await expect.poll(calories).toBe('1\u202f851 kcal');
    await expect(weekly()).resolves.toBe('67\u00a0%');
    await page.clock.runFor(3000);
    await expect.poll(calories).toBe('1\u202f855 kcal');
    await expect(weekly()).resolves.toBe('68\u00a0%');
    await page.clock.runFor(3000 * 200);
    await expect.poll(weekly).toBe('100\u00a0%');
    await page.context().close();
  });

  test('calories drift down by 5 at most', async () => {
    const { page } = await browser.open();
    await fixRandom(page, 0);
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'CoachDashboard');
    await page.clock.runFor(6000);
    await expect.poll(() => page.locator('[data-calories]').textContent()).toBe('1\u202f837 kcal');
    await expect(page.locator('[data-weekly-goal]').textContent()).resolves.toBe('67\u00a0%');
    await page.context().close();
  });

  test('under reduced motion the figures stay still', async () => {
    const { page } = await browser.open({ reducedMotion: 'reduce' });
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'CoachDashboard');
    await page.clock.runFor(30_000);
    await expect(page.locator('[data-calories]').textContent()).resolves.toBe('1\u202f847 kcal');
    await page.context().close();
  });

  test('the playlist player: label, twelve bars changing every 150 ms while playing, one low level when stopped', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile });
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'WorkoutPlayer');
    const label = () => page.locator('[data-player-label]').textContent();
    const bars = () => page.locator('.equaliser span').evaluateAll((list) => list.map((bar) => (bar as HTMLElement).style.transform));
    await expect(label()).resolves.toBe('Appuie pour écouter');
    const idle = await bars();
    expect(idle).toHaveLength(12);
    expect(new Set(idle)).toEqual(new Set(['scaleY(0.12)']));

    await page.getByRole('button', { name: /^Force brute/ }).click();
    await expect(page.getByRole('button', { name: /^Force brute/ }).getAttribute('aria-pressed')).resolves.toBe('true');
    const toggle = page.getByRole('button', { name: /Lecture de la playlist/ });
    await toggle.click();
    await expect.poll(label).toBe('En cours de lecture…');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.clock.runFor(150);
    const first = await bars();
    expect(first).not.toEqual(idle);
    await page.clock.runFor(150);
    const second = await bars();
    expect(second).not.toEqual(first);

    await toggle.click();
    await expect.poll(label).toBe('Appuie pour écouter');
    await expect.poll(bars).toEqual(idle);
    await page.clock.runFor(1500);
    await expect(bars()).resolves.toEqual(idle);

    await page.clock.resume();
    await toggle.click();
    await expect.poll(label).toBe('En cours de lecture…');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  testAxeOnceAwake(browser, url);
});
