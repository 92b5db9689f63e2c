import { describe, expect, test } from 'vitest';
import { axeViolations, baseURL, hydrated, intersecting, useBrowser, viewports } from '../../../tests/browser/helpers.ts';
import { content } from '../../../tests/browser/site-content.ts';
import { cartTotal } from './cart-state.ts';
import { typingSteps } from './motion-state.ts';
import { formatPrice } from '../../text/format.ts';
import { fillInText } from '../../text/fill-in.ts';
import { typeset } from '../../text/typography.ts';
import { plain } from '../../../tests/fixtures/plain-text.ts';

// The e-commerce demo as a visitor sees it: texts, prices, the cart drawer and
// its fake checkout, the customiser, and the moving parts (with the clock
// under the test's control). Its products, prices and texts come from
// content/demos/produit.ts, whatever the owner wrote there.

const browser = useBrowser();
const shop = content.produit;

const url = () => `${baseURL()}/produit/`;
/** The part of the hero's subtitle a visitor sees (run in the page). */
const typedInPage = () =>
  [...document.querySelectorAll('.shop-typed-step')]
    .filter((part) => getComputedStyle(part).visibility === 'visible')
    .map((part) => part.textContent)
    .join('');

async function open(options: { reducedMotion?: 'reduce'; viewport?: { width: number; height: number } } = {}) {
  const watched = await browser.open({ viewport: options.viewport ?? viewports.desktop, reducedMotion: options.reducedMotion ?? 'no-preference' });
  await watched.page.clock.install();
  await watched.page.goto(url(), { waitUntil: 'load' });
  return watched;
}

describe('/produit/', () => {
  test('shows the hero, the perks, the collection and the customiser with their exact texts and prices', async () => {
    const { page, errors, foreignRequests } = await open();
    const text = plain(await page.locator('main').textContent());
    for (const expected of [
      shop.hero.name,
      shop.hero.subtitle,
      shop.hero.hint,
      formatPrice(shop.hero.price),
      'Personnaliser',
      'Ajouter au panier',
      ...shop.hero.perks.flatMap((perk) => [perk.title, perk.text]),
      'Collection interactive',
      'Personnalisation en direct',
      ...shop.logos.map((logo) => logo.name),
      'Ajouter ma création',
      shop.closing.text,
      'Lancer ma boutique',
      'Voir nos réalisations',
    ]) {
      expect(text, expected).toContain(plain(expected));
    }
    expect(plain(await page.locator('.shop-price-now').textContent())).toBe(plain(formatPrice(shop.hero.price)));
    expect(plain(await page.locator('.shop-price s').textContent())).toContain(plain(formatPrice(shop.hero.oldPrice)));
    const cards = await page
      .locator('.shop-card')
      .evaluateAll((list) => list.map((card) => [card.querySelector('h3')?.textContent, card.querySelector('.shop-card-price')?.textContent]));
    expect(cards).toEqual(shop.products.map((product) => [product.name, formatPrice(product.price)]));
    expect(await page.locator('.shop-swatch input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(
      shop.colours.map((colour) => colour.name),
    );
    await expect.poll(() => page.locator('a.demo-back').getAttribute('href')).toBe('/');
    expect(plain(await page.locator('a.demo-back').textContent())).toBe('← Retour');
    await expect.poll(() => page.locator('.shop-preview').evaluate((el) => getComputedStyle(el).width)).toBe('350px');

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));
    // Nobody can buy it: the structured data describes a demonstration, not a product on sale.
    expect(blocks.map((block) => block['@type'])).not.toContain('Product');
    expect(JSON.stringify(blocks)).not.toMatch(/"offers"|"price"|InStock/);
    expect(blocks.find((block) => block['@type'] === 'WebPage')).toMatchObject({
      about: {
        '@type': 'CreativeWork',
        name: shop.page.about.name,
        description: typeset(fillInText(shop.page.about.description, { brand: content.site.brand, product: shop.hero.name })),
      },
    });
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });

  test('loads only its own islands', async () => {
    const { page } = await open();
    const islands = await page.locator('[data-island]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.island));
    expect(islands).toEqual(['produit/ShopHero', 'produit/ShopCollection', 'produit/ShopCustomiser', 'produit/ShopHeadline', 'produit/ShopCart']);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.some((name) => /Studio|DesignSandbox/.test(name))).toBe(false);
    await page.context().close();
  });

  test('runs the checkout: processing 2 s, success 3 s, then idle with the drawer closed', async () => {
    const { page, errors } = await open();
    await hydrated(page, 'produit/ShopCart');
    const opener = page.locator('.shop-cart-button');
    // The badge counts the lines of the cart, not its items.
    await expect.poll(() => opener.locator('.shop-cart-badge').textContent()).toBe(String(shop.cart.length));
    await opener.click();
    const drawer = page.locator('dialog.shop-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const lines = await drawer
      .locator('.shop-line')
      .evaluateAll((list) =>
        list.map((line) => [line.querySelector('.shop-line-name')?.firstChild?.textContent, line.querySelector('.shop-line-price')?.textContent]),
      );
    expect(lines).toEqual(shop.cart.map((line) => [line.name, formatPrice(line.price * line.quantity, 2)]));
    expect(await drawer.locator('[data-cart-total]').textContent()).toBe(formatPrice(cartTotal(shop.cart), 2));
    expect(await axeViolations(page)).toEqual([]);

    const checkout = drawer.locator('.shop-checkout');
    await expect.poll(() => checkout.textContent()).toBe('Passer commande');
    await expect.poll(() => checkout.isDisabled()).toBe(false);
    // Time stands still from here: only runFor moves it, however slow the machine.
    await page.clock.pauseAt(Date.now() + 60_000);
    await checkout.click();
    await expect.poll(() => checkout.textContent()).toBe('Traitement en cours…');
    await expect.poll(() => checkout.isDisabled()).toBe(true);
    await page.clock.runFor(1700);
    await expect.poll(() => checkout.textContent()).toBe('Traitement en cours…');
    await page.clock.runFor(300);
    await expect.poll(async () => plain(await checkout.textContent())).toBe('Commande simulée !');
    await expect.poll(() => checkout.isDisabled()).toBe(true);
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.clock.runFor(2700);
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.clock.runFor(300);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('shop-cart-button'))).toBe(true);

    await opener.click();
    await expect.poll(() => checkout.textContent()).toBe('Passer commande');
    await expect.poll(() => checkout.isDisabled()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('closes the drawer with the X, the backdrop and Escape, and gives focus back to the cart button', async () => {
    const { page } = await open({ viewport: viewports.mobile });
    await hydrated(page, 'produit/ShopCart');
    const opener = page.locator('.shop-cart-button');
    const drawer = page.locator('dialog.shop-drawer');
    const focusOnOpener = () => page.evaluate(() => document.activeElement?.classList.contains('shop-cart-button'));

    await opener.click();
    await expect.poll(() => drawer.getAttribute('aria-labelledby')).toBe('shop-cart-title');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fermer le panier' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => focusOnOpener()).toBe(true);

    await page.setViewportSize(viewports.desktop);
    await opener.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.mouse.click(40, 400);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => focusOnOpener()).toBe(true);

    await opener.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    // The panel slides in for 0.3 s: click once it has arrived.
    await page.waitForFunction(
      () =>
        document
          .querySelector('dialog.shop-drawer')!
          .getAnimations({ subtree: true })
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { polling: 50 },
    );
    await page.mouse.click(1100, 300);
    expect(await drawer.isVisible(), 'a click inside the panel keeps it open').toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => focusOnOpener()).toBe(true);
    await page.context().close();
  });

  test("starts the customiser on the content's defaults and shows the updating indicator 1.2 s for a colour, 1.5 s for a logo", async () => {
    const { page } = await open();
    await hydrated(page, 'produit/ShopCustomiser');
    const checked = (name: string) => page.locator(`input[name="${name}"]:checked`).inputValue();
    const status = page.locator('.shop-updating');
    const logos = () => page.locator('.shop-preview .shirt-logo').count();
    const noLogo = shop.logos.findIndex((logo) => logo.none);
    // The first logo that is one, and a colour other than the one shown first.
    const logo = shop.logos.findIndex((option) => !option.none);
    const colour = shop.colours.findIndex((option) => option.name !== shop.defaults.colour);
    await expect.poll(() => checked('shop-colour')).toBe(shop.defaults.colour);
    await expect.poll(() => checked('shop-logo')).toBe(shop.defaults.logo);
    await expect.poll(logos).toBe(shop.defaults.logo === shop.logos[noLogo]!.name ? 0 : 1);

    // Time stands still from here: only runFor moves it, however slow the machine.
    await page.clock.pauseAt(Date.now() + 60_000);
    // Started on a logo: none first, so that choosing the logo changes something.
    if (shop.defaults.logo !== shop.logos[noLogo]!.name) {
      await page.locator('.shop-logo-option').nth(noLogo).click();
      await page.clock.runFor(1500);
      await expect.poll(() => status.textContent()).toBe('');
    }
    if (colour >= 0) {
      await page.locator('.shop-swatch').nth(colour).click();
      await expect.poll(() => checked('shop-colour')).toBe(shop.colours[colour]!.name);
      await expect.poll(() => status.textContent()).toBe(shop.page.updatingColour);
      await expect.poll(() => page.locator('.shop-flash').count()).toBe(1);
      await expect.poll(() => page.locator('.shop-preview .shirt').getAttribute('aria-label')).toContain(shop.colours[colour]!.name.toLowerCase());
      await page.clock.runFor(1000);
      await expect.poll(() => status.textContent()).toBe(shop.page.updatingColour);
      await page.clock.runFor(200);
      await expect.poll(() => status.textContent()).toBe('');
      await expect.poll(() => page.locator('.shop-flash').count()).toBe(0);
    }

    await page.locator('.shop-logo-option').nth(logo).click();
    await expect.poll(() => status.textContent()).toBe(shop.page.updatingLogo);
    await expect.poll(() => page.locator('.shop-preview .shirt-logo.is-bouncing').count()).toBe(1);
    await page.clock.runFor(1300);
    await expect.poll(() => status.textContent()).toBe(shop.page.updatingLogo);
    await page.clock.runFor(200);
    await expect.poll(() => status.textContent()).toBe('');
    await expect.poll(logos).toBe(1);
    await page.clock.resume(); // axe-core needs time to flow
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('.shop-logo-option').nth(noLogo).click();
    await expect.poll(logos).toBe(0);

    const chosen = await checked('shop-colour');
    await page.getByRole('button', { name: 'Ajouter ma création' }).click();
    await expect.poll(() => checked('shop-colour')).toBe(chosen);
    await page.context().close();
  });

  test('spins a product card 360° in 5° steps every 20 ms', async () => {
    const { page } = await open();
    await hydrated(page, 'produit/ShopCollection');
    const card = page.locator('.shop-card').first();
    await page.clock.pauseAt(Date.now() + 60_000);
    await expect(card.locator('button').getAttribute('aria-label')).resolves.toBe(typeset(`Faire tourner ${shop.products[0]!.name}`));
    await card.locator('button').click();
    await page.clock.runFor(100);
    await expect.poll(() => card.evaluate((el) => el.style.transform)).toBe('rotateY(25deg)');
    await page.clock.runFor(20 * 66);
    await expect.poll(() => card.evaluate((el) => el.style.transform)).toBe('rotateY(355deg)');
    await page.clock.runFor(20);
    await expect.poll(() => card.evaluate((el) => el.style.transform)).toBe('');
    await page.context().close();
  });

  test('tilts the mock-up while the pointer is held and relaxes on release; arrow keys do the same', async () => {
    const { page } = await open();
    await hydrated(page, 'produit/ShopHero');
    const mockup = page.locator('.shop-mockup');
    const box = (await mockup.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2);
    await expect.poll(() => mockup.evaluate((el) => el.style.transform)).toBe('rotateX(0deg) rotateY(35deg)');
    await expect.poll(() => mockup.getAttribute('class')).toContain('is-held');
    await page.mouse.up();
    await expect.poll(() => mockup.evaluate((el) => el.style.transform)).toBe('rotateX(0deg) rotateY(0deg)');

    await mockup.focus();
    await page.keyboard.down('ArrowUp');
    await expect.poll(() => mockup.evaluate((el) => el.style.transform)).toBe('rotateX(20deg) rotateY(0deg)');
    await page.keyboard.up('ArrowUp');
    await expect.poll(() => mockup.evaluate((el) => el.style.transform)).toBe('rotateX(0deg) rotateY(0deg)');
    await page.context().close();
  });

  test('reveals the closing headline one word every 250 ms', async () => {
    const { page } = await open();
    await page.clock.pauseAt(Date.now() + 60_000);
    await hydrated(page, 'produit/ShopHeadline');
    const total = await page.locator('.shop-word').count();
    // The words hidden, its observer set up; once a fresh observer sees the
    // title, the island's has seen it too: the reveal waits on the clock alone.
    await expect.poll(() => page.locator('.shop-word.is-shown').count()).toBe(0);
    await expect(intersecting(page.locator('.shop-closing-title'))).resolves.toBe(true);
    await page.clock.runFor(250);
    await expect.poll(() => page.locator('.shop-word.is-shown').count()).toBe(1);
    await page.clock.runFor(250);
    await expect.poll(() => page.locator('.shop-word.is-shown').count()).toBe(2);
    await page.clock.runFor(250 * total);
    await expect.poll(() => page.locator('.shop-word.is-shown').count()).toBe(total);
    await expect.poll(() => page.locator('.shop-closing-title').getAttribute('aria-label')).toBe(shop.closing.headline);
    await page.context().close();
  });

  test('types the subtitle in by itself, a fiftieth every 50 ms from the first paint, and its script never redraws it, whenever it wakes', async () => {
    for (const late of [false, true]) {
      const { page } = await browser.open({ viewport: viewports.mobile, reducedMotion: 'no-preference' });
      // The island's code held back until the line is whole.
      if (late)
        await page.route('**/*.js', async (route) => {
          if (route.request().url().includes('/ShopHero-')) await expect.poll(() => page.evaluate(typedInPage), { timeout: 8000 }).toBe(shop.hero.subtitle);
          await route.continue();
        });
      // How many characters of the subtitle a visitor sees, at every step of the line, and when the island woke (a string: run in the page as is).
      await page.addInitScript(`
        window.drawn = [];
        const record = () => window.drawn.push((${typedInPage.toString()})().length);
        // Once the markup is parsed, before any script of the page has run; first drawn at the first frame.
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          requestAnimationFrame(record);
          document.addEventListener('animationend', record);
          const island = document.querySelector('[data-island="produit/ShopHero"]');
          new MutationObserver((_, observer) => {
            if (!island.hasAttribute('data-hydrated')) return;
            window.wokeAt = window.drawn.at(-1);
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(record));
          }).observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
        });
      `);
      await page.goto(url());
      const subtitle = (await page.locator('.shop-typed .visually-hidden').textContent())!;
      expect(subtitle).toBe(shop.hero.subtitle);
      await expect.poll(() => page.evaluate(typedInPage), { timeout: 8000 }).toBe(subtitle);
      await hydrated(page, 'produit/ShopHero');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const { drawn, wokeAt } = await page.evaluate(() => {
        const seen = window as unknown as { drawn: number[]; wokeAt: number };
        return { drawn: seen.drawn, wokeAt: seen.wokeAt };
      });
      const label = late ? 'woken late' : 'woken early';
      expect(drawn[0], label).toBe(0);
      expect(drawn.at(-1), label).toBe(subtitle.length);
      // It typed (states in between) and never erased: each state shows at least as much as the one before.
      expect(drawn.filter((length) => length > 0 && length < subtitle.length).length, label).toBeGreaterThan(10);
      expect(
        drawn.filter((length, i) => i > 0 && length < drawn[i - 1]!),
        label,
      ).toEqual([]);
      if (late) expect(wokeAt).toBe(subtitle.length);
      // The pace, from the page's own animations: the k-th fiftieth of the line at k × 50 ms.
      const steps = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => (animation.effect as KeyframeEffect).target?.matches('.shop-typed-step'))
          .map((animation) => ({ delay: animation.effect!.getTiming().delay, text: (animation.effect as KeyframeEffect).target!.textContent! })),
      );
      expect(steps.map((step) => step.delay)).toEqual(Array.from({ length: 50 }, (_, i) => (i + 1) * 50));
      expect(steps.map((step) => step.text)).toEqual(typingSteps(subtitle));
      await page.context().close();
    }
  });

  test('on a phone, turns the T-shirt with a horizontal drag and lets a vertical swipe on it scroll the page', async () => {
    const { page } = await browser.open({ viewport: viewports.mobile, hasTouch: true, isMobile: true, reducedMotion: 'no-preference' });
    await page.goto(url());
    await hydrated(page, 'produit/ShopHero');
    const mockup = page.locator('.shop-mockup');
    await mockup.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = (await mockup.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = async (points: Array<[number, number]>, end = true) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: points[0]![0], y: points[0]![1] }] });
      for (const [x, y] of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      if (end) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;

    const before = await page.evaluate(() => scrollY);
    await touch(Array.from({ length: 11 }, (_, i) => [x, y - i * 20] as [number, number]));
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before + 100);
    expect(await mockup.evaluate((element) => element.style.transform)).toBe('rotateX(0deg) rotateY(0deg)');

    await mockup.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const still = (await mockup.boundingBox())!;
    const cx = still.x + still.width / 2;
    const cy = still.y + still.height / 2;
    // Sideways with a little vertical wobble: it turns, and only around its vertical axis.
    await touch(
      Array.from({ length: 11 }, (_, i) => [cx - 80 + i * 10, cy + i] as [number, number]),
      false,
    );
    await expect.poll(() => mockup.evaluate((element) => element.style.transform)).toBe('rotateX(0deg) rotateY(35deg)');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => mockup.evaluate((element) => element.style.transform)).toBe('rotateX(0deg) rotateY(0deg)');
    await page.context().close();
  });

  test('with reduced motion, shows final states at once: no typing, no word reveal, no spin, no tilt', async () => {
    const { page, errors } = await open({ reducedMotion: 'reduce' });
    // The whole subtitle from the first paint.
    await expect(page.evaluate(typedInPage)).resolves.toBe(shop.hero.subtitle);
    await hydrated(page, 'produit/ShopHero');
    const mockup = page.locator('.shop-mockup');
    const box = (await mockup.boundingBox())!;
    await page.mouse.move(box.x + 50, box.y + 50);
    await page.mouse.down();
    await page.mouse.move(box.x + 250, box.y + 50);
    await expect.poll(() => mockup.evaluate((el) => el.style.transform)).toBe('rotateX(0deg) rotateY(0deg)');
    await page.mouse.up();

    await hydrated(page, 'produit/ShopCollection');
    await page.locator('.shop-card').last().locator('button').click();
    await page.clock.runFor(100);
    await expect
      .poll(() =>
        page
          .locator('.shop-card')
          .last()
          .evaluate((el) => el.style.transform),
      )
      .toBe('');

    await hydrated(page, 'produit/ShopHeadline');
    await expect.poll(() => page.locator('.shop-word:not(.is-shown)').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
