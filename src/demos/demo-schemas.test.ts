import { describe, expect, test } from 'vitest';
import coach from '../../content/demos/coach.ts';
import creative from '../../content/demos/portfolio-creatif.ts';
import photographer from '../../content/demos/portfolio-photographe.ts';
import caterer from '../../content/demos/traiteur.ts';
import shop from '../../content/demos/produit.ts';
import { formatMonthYear } from '../text/format.ts';
import { catererSchema } from './caterer/caterer.schema.ts';
import { coachSchema } from './coach/coach.schema.ts';
import { creativePortfolioSchema } from './creative/creative.schema.ts';
import { photographerSchema } from './photographer/photographer.schema.ts';
import { shopSchema } from './shop/shop.schema.ts';

describe('the demo data files', () => {
  test('are valid and carry the numbers of the spec', () => {
    const c = coachSchema.parse(coach);
    expect(c.products.map((p) => p.price)).toEqual([19, 49, 15, 29, 25]);
    expect(c.playlists.map((p) => p.songs)).toEqual([15, 12, 20]);
    expect(c.planning.filter((d) => d.time === '18h00').map((d) => d.session)).toEqual(['Force', 'Cardio', 'Force', 'Cardio', 'Force']);
    expect(c.planning.slice(5).map((d) => d.session)).toEqual(['Repos', 'Repos']);

    const k = catererSchema.parse(caterer);
    expect(k.scenarios.map((s) => s.priceFrom)).toEqual([45, 85, 35]);
    expect(k.testimonials).toHaveLength(3);

    const p = creativePortfolioSchema.parse(creative);
    expect(p.coach.tracks).toHaveLength(5);
    expect(p.photography.photos).toHaveLength(5);
    expect(p.painting.categories.map((cat) => cat.images.length)).toEqual([3, 3, 3]);

    expect(photographerSchema.parse(photographer).photos.length).toBeGreaterThanOrEqual(3);
  });

  test('come out with French typesetting', () => {
    const k = catererSchema.parse(caterer);
    expect(k.testimonials[0]!.text).toContain('dessert\u202f!');
  });
});

describe('the schemas refuse', () => {
  test('a caterer phone outside the fiction range and a real-looking address', () => {
    const result = catererSchema.safeParse({ ...caterer, contact: { ...caterer.contact, phone: '+33 6 12 34 56 78', email: 'chef@gmail.com' } });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['contact.phone', 'contact.email']);
  });

  test('painting tabs in another order and a photo of an unknown series', () => {
    const categories = [...creative.painting.categories].reverse();
    expect(creativePortfolioSchema.safeParse({ ...creative, painting: { ...creative.painting, categories } }).error?.issues[0]?.message).toBe(
      'expected the categories Portraits, Paysages, Abstractions in this order',
    );
    const photos = [{ ...photographer.photos[0]!, series: 'inconnue' }, ...photographer.photos.slice(1)];
    expect(photographerSchema.safeParse({ ...photographer, photos }).error?.issues[0]?.path).toEqual(['photos', 0, 'series']);
  });

  test('a painting shown as an emoji, or without its description', () => {
    const [portraits, ...others] = creative.painting.categories;
    const [first, second, third] = portraits!.images;
    const { imageAlt: _imageAlt, ...undescribed } = second!;
    const images = [{ ...first!, image: '🖼️' }, undescribed, third!];
    const result = creativePortfolioSchema.safeParse({ ...creative, painting: { ...creative.painting, categories: [{ ...portraits!, images }, ...others] } });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['painting.categories.0.images.0.image', "expected an image under /images/ (a photo, or SVG art under /images/art/), such as '/images/art/photo/mariage.svg'"],
      ['painting.categories.0.images.1.imageAlt', 'Invalid input: expected string, received undefined'],
    ]);
  });

  test('a photo shown as an emoji stand-in instead of its picture', () => {
    const [first, second, ...others] = photographer.photos;
    const photos = [{ ...first!, url: '🌅' }, { ...second!, image: '🌞' }, ...others];
    const result = photographerSchema.safeParse({ ...photographer, photos });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['photos.0', 'Unrecognized key: "url"'],
      ['photos.1.image', "expected an image under /images/ (a photo, or SVG art under /images/art/), such as '/images/art/photo/mariage.svg'"],
    ]);
  });

  test("a shop perk drawn as an emoji instead of one of the site's icons", () => {
    const perks = [{ ...shop.hero.perks[0]!, icon: '🚚' }, ...shop.hero.perks.slice(1)];
    const result = shopSchema.safeParse({ ...shop, hero: { ...shop.hero, perks } });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['hero.perks.0.icon']);
    expect(result.error?.issues[0]?.message).toMatch(/^expected one of the site's icons: .*truck/);
  });

  test('a day of the coach planning drawn as an emoji', () => {
    const planning = [{ ...coach.planning[0]!, icon: '🏋️' }, ...coach.planning.slice(1)];
    expect(coachSchema.safeParse({ ...coach, planning }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['planning.0.icon']);
  });

  test('a wrong daily goal or starting figures of the coach dashboard', () => {
    expect(coachSchema.safeParse({ ...coach, dashboard: { ...coach.dashboard, dailyGoal: 2500 } }).success).toBe(false);
  });
});

test('testimonial months are written the French way', () => {
  expect(formatMonthYear('2025-06')).toBe('juin 2025');
  expect(formatMonthYear('2024-12')).toBe('décembre 2024');
});
