import { describe, expect, test } from 'vitest';
import { fixRandom, hydrated, pausedClock, testAxeOnceAwake } from '../../../tests/browser/demo-helpers.ts';
import { axeViolations, baseURL, useBrowser, viewports } from '../../../tests/browser/helpers.ts';
import { content } from '../../../tests/browser/site-content.ts';
import { driftFigures, wholePercent, type DashboardFigures } from './drift-state.ts';
import { formatPrice, groupDigits } from '../../text/format.ts';
import { fillInText } from '../../text/fill-in.ts';
import { typeset } from '../../text/typography.ts';

// The coach demo as a visitor sees it. Its figures, products, programme and
// playlists come from content/demos/coach-sportif-premium.ts, whatever the owner wrote there;
// how the dashboard's figures move (every 3 s) is the page's own.

const url = () => `${baseURL()}/coach-sportif-premium/`;
const browser = useBrowser();
const coach = content['coach-sportif-premium'];
const { dashboard } = coach;
const kcal = (calories: number) => `${groupDigits(calories)}\u00a0kcal`;
/** The dashboard's figures after `steps` drifts of 3 s, each drawing `random` for the calories and for the weekly goal. */
const drifted = (steps: number, random: number): DashboardFigures => {
  let figures: DashboardFigures = { calories: dashboard.calories, weeklyGoal: dashboard.weeklyGoal };
  for (let step = 0; step < steps; step++) figures = driftFigures(figures, () => random);
  return figures;
};

describe('/coach-sportif-premium/', () => {
  test('shows the hero figures, the shop, the premium programme and the final call', async () => {
    const { page, errors } = await browser.open({ viewport: viewports.mobile });
    await page.goto(url());
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).resolves.toBe('/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Coach sportif');
    await expect(page.locator('.co-stats li').allTextContents()).resolves.toEqual(coach.stats.map((stat) => `${stat.value}${stat.label}`));
    await expect(page.locator('.co-products h3').allTextContents()).resolves.toEqual(coach.products.map((product) => product.name));
    await expect(page.locator('.co-price').allTextContents()).resolves.toEqual(coach.products.map((product) => formatPrice(product.price)));
    await expect(
      page.locator('.co-products li').evaluateAll((items) => items.map((li) => li.querySelector('.co-badge')?.textContent ?? null)),
    ).resolves.toEqual(coach.products.map((product) => product.badge));
    await expect(page.locator('.co-steps > li h3').allTextContents()).resolves.toEqual(coach.programme.map((step) => step.title));
    await expect(page.locator('.co-difficulty strong').allTextContents()).resolves.toEqual(coach.programme.map((step) => typeset(`${step.difficulty} %`)));
    await expect(page.locator('.co-final a').textContent()).resolves.toBe(coach.page.finalLink);
    await expect(page.locator('.co-final a').getAttribute('href')).resolves.toBe('/#contact');
    await expect(page.locator('.playlist-name').allTextContents()).resolves.toEqual(coach.playlists.map((playlist) => playlist.name));
    await expect(page.locator('.playlist-meta').allTextContents()).resolves.toEqual(
      coach.playlists.map((playlist) => typeset(`${playlist.songs}\u00a0titres · ${playlist.duration}`)),
    );
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
    await expect(page.locator('.co-today .co-today-week').textContent()).resolves.toMatch(
      new RegExp(`Objectif hebdomadaire\\s*${Math.floor(dashboard.weeklyGoal)}\\s%`),
    );
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
    await hydrated(page, 'coach-sportif-premium/CoachDashboard');
    const tabs = page.getByRole('tab');
    const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
    await expect(tabs.allTextContents()).resolves.toEqual(['Tableau de bord', 'Progression', 'Planning']);
    await expect(selected()).resolves.toBe('Tableau de bord');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').count()).resolves.toBe(1);

    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(selected()).resolves.toBe('Planning');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('tab');
    const days = await page
      .locator('[role="tabpanel"]:not([hidden]) .planning li')
      .evaluateAll((items) =>
        items.map((li) => [
          li.querySelector('.planning-day')?.textContent,
          li.querySelector('.planning-session')?.textContent,
          li.querySelector('.planning-time')?.textContent,
        ]),
      );
    // A rest day (no time) reads 'Récupération'.
    expect(days).toEqual(coach.planning.map((day) => [day.day, day.session, day.time === null ? 'Récupération' : typeset(day.time)]));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect(selected()).resolves.toBe('Tableau de bord');
    await page.keyboard.press('ArrowRight');
    await expect(selected()).resolves.toBe('Progression');
    await expect(page.locator('[role="tabpanel"]:not([hidden]) .progress-label').allTextContents()).resolves.toEqual(
      dashboard.progress.map((item) => item.label),
    );
    await tabs.nth(2).click();
    await expect(selected()).resolves.toBe('Planning');
    await page.context().close();
  });

  test("calories start at the content's figure and drift every 3 s; the weekly goal grows by up to 0.5 a step, up to 100 %", async () => {
    const { page } = await browser.open();
    await fixRandom(page, 0.99);
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'coach-sportif-premium/CoachDashboard');
    const calories = () => page.locator('[data-calories]').textContent();
    const weekly = () => page.locator('[data-weekly-goal]').textContent();
    await expect(calories()).resolves.toBe(kcal(dashboard.calories));
    await expect(weekly()).resolves.toBe(wholePercent(dashboard.weeklyGoal));
    await expect(page.locator('.metric-note').first().textContent()).resolves.toBe(`Objectif du jour\u202f: ${kcal(dashboard.dailyGoal)}`);
    await page.clock.runFor(2999);
    await expect(calories()).resolves.toBe(kcal(dashboard.calories));
    // random 0.99: calories +4 and goal +0.495 at each step.
    expect(drifted(1, 0.99).calories).toBe(dashboard.calories + 4);
    await page.clock.runFor(1);
    await expect.poll(calories).toBe(kcal(dashboard.calories + 4));
    await expect(weekly()).resolves.toBe(wholePercent(drifted(1, 0.99).weeklyGoal));
    await page.clock.runFor(3000);
    await expect.poll(calories).toBe(kcal(dashboard.calories + 8));
    await expect(weekly()).resolves.toBe(wholePercent(drifted(2, 0.99).weeklyGoal));
    // Enough steps of 0.495 to climb from 0 past 100.
    await page.clock.runFor(3000 * 210);
    await expect.poll(weekly).toBe('100\u00a0%');
    await page.context().close();
  });

  test('calories drift down by 5 at most', async () => {
    const { page } = await browser.open();
    await fixRandom(page, 0);
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'coach-sportif-premium/CoachDashboard');
    await page.clock.runFor(6000);
    await expect.poll(() => page.locator('[data-calories]').textContent()).toBe(kcal(dashboard.calories - 10));
    await expect(page.locator('[data-weekly-goal]').textContent()).resolves.toBe(wholePercent(dashboard.weeklyGoal));
    await page.context().close();
  });

  test('under reduced motion the figures stay still', async () => {
    const { page } = await browser.open({ reducedMotion: 'reduce' });
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'coach-sportif-premium/CoachDashboard');
    await page.clock.runFor(30_000);
    await expect(page.locator('[data-calories]').textContent()).resolves.toBe(kcal(dashboard.calories));
    await expect(page.locator('[data-weekly-goal]').textContent()).resolves.toBe(wholePercent(dashboard.weeklyGoal));
    await page.context().close();
  });

  test('the playlist player: label, twelve bars changing every 150 ms while playing, one low level when stopped', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile });
    await pausedClock(page);
    await page.goto(url());
    await hydrated(page, 'coach-sportif-premium/WorkoutPlayer');
    const label = () => page.locator('[data-player-label]').textContent();
    const bars = () => page.locator('.equaliser span').evaluateAll((list) => list.map((bar) => (bar as HTMLElement).style.transform));
    await expect(label()).resolves.toBe('Appuyez pour écouter');
    const idle = await bars();
    expect(idle).toHaveLength(12);
    expect(new Set(idle)).toEqual(new Set(['scaleY(0.12)']));

    // The last playlist (the first is chosen at first): the player's button names it.
    const chosen = coach.playlists.at(-1)!;
    await page.locator('.playlist').last().click();
    await expect(page.locator('.playlist').last().getAttribute('aria-pressed')).resolves.toBe('true');
    const toggle = page.locator('.deck-toggle');
    await expect(toggle.textContent()).resolves.toBe(typeset(fillInText(coach.page.playLabel, { name: chosen.name })));
    await toggle.click();
    await expect.poll(label).toBe('Lecture en cours…');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.clock.runFor(150);
    const first = await bars();
    expect(first).not.toEqual(idle);
    await page.clock.runFor(150);
    const second = await bars();
    expect(second).not.toEqual(first);

    await toggle.click();
    await expect.poll(label).toBe('Appuyez pour écouter');
    await expect.poll(bars).toEqual(idle);
    await page.clock.runFor(1500);
    await expect(bars()).resolves.toEqual(idle);

    await page.clock.resume();
    await toggle.click();
    await expect.poll(label).toBe('Lecture en cours…');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  testAxeOnceAwake(browser, url);
});
