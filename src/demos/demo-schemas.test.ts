import { describe, expect, test } from 'vitest';
import coach from '../../content/demos/coach-sportif-premium.ts';
import creative from '../../content/demos/portfolio-creatif.ts';
import photographer from '../../content/demos/portfolio-photographe.ts';
import caterer from '../../content/demos/traiteur-evenementiel.ts';
import shop from '../../content/demos/produit.ts';
import { formatMonthYear } from '../text/format.ts';
import { demoSources } from './demo-sources.ts';
import { demos } from './registry.ts';
import { catererSchema } from './traiteur-evenementiel/traiteur-evenementiel.schema.ts';
import { coachSchema } from './coach-sportif-premium/coach-sportif-premium.schema.ts';
import { creativePortfolioSchema } from './portfolio-creatif/portfolio-creatif.schema.ts';
import { photographerSchema } from './portfolio-photographe/portfolio-photographe.schema.ts';
import { shopSchema } from './produit/produit.schema.ts';

describe('the demo data files', () => {
  test('are valid, every demo of src/demos/ against its own schema', async () => {
    expect(demoSources.length).toBeGreaterThan(0);
    for (const demo of demoSources) {
      const data = ((await import(`../../${demo.content}`)) as { default: unknown }).default;
      expect(demos[demo.slug as keyof typeof demos].schema.safeParse(data).error?.issues ?? [], demo.content).toEqual([]);
    }
  });

  test('come out with French typesetting', () => {
    const typed = { ...caterer, testimonials: [{ ...caterer.testimonials[0]!, text: "Merci pour l'accueil !" }] };
    expect(catererSchema.parse(typed).testimonials[0]!.text).toBe('Merci pour l\u2019accueil\u202f!');
  });
});

describe('the schemas refuse', () => {
  test('a caterer phone outside the fiction range and a real-looking address', () => {
    const result = catererSchema.safeParse({ ...caterer, contact: { ...caterer.contact, phone: '+33 6 12 34 56 78', email: 'chef@gmail.com' } });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['contact.phone', 'contact.email']);
  });

  test('two painting tabs with the same id and a photo of an unknown series', () => {
    const [first] = creative.painting.categories;
    const categories = [first!, { ...first!, title: 'Encore' }];
    expect(
      creativePortfolioSchema.safeParse({ ...creative, painting: { ...creative.painting, categories } }).error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['painting.categories.1.id']);
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
      [
        'painting.categories.0.images.0.image',
        "expected an image under /images/ (a photo, or SVG art under /images/art/), such as '/images/art/photo/mariage.svg'",
      ],
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

  test('a weekly goal over 100 % and a planning longer than a week', () => {
    const planning = [...coach.planning, ...coach.planning].slice(0, 8);
    const result = coachSchema.safeParse({ ...coach, dashboard: { ...coach.dashboard, weeklyGoal: 120 }, planning });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['dashboard.weeklyGoal', 'planning']);
  });

  test('accepts other figures, counts and words than those shipped', () => {
    const dashboard = { ...coach.dashboard, calories: 2210, dailyGoal: 2800, weeklyGoal: 80 };
    expect(coachSchema.safeParse({ ...coach, dashboard, playlists: coach.playlists.slice(0, 1) }).success).toBe(true);
    const story = { ...caterer.story, years: caterer.story.years + 1 };
    const contact = { ...caterer.contact, area: 'Lyon et Auvergne-Rhône-Alpes' };
    expect(catererSchema.safeParse({ ...caterer, story, contact, gallery: caterer.gallery.slice(0, 2) }).success).toBe(true);
    expect(creativePortfolioSchema.safeParse({ ...creative, coach: { ...creative.coach, calories: 3120 } }).success).toBe(true);
  });
});

test('testimonial months are written the French way', () => {
  expect(formatMonthYear('2025-06')).toBe('juin 2025');
  expect(formatMonthYear('2024-12')).toBe('décembre 2024');
});
