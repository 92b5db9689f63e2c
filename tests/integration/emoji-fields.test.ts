import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../build/load.ts';
import { projectRoot } from '../../scripts/project-root.ts';
import { findEmojiOutsideFields, listEmoji } from './emoji-fields.ts';

// The demos are the agency's portfolio: what illustrates something is a
// picture (one of the site's icons, or art made for the site), and emoji
// appear only in the fields of tests/integration/emoji-fields.ts.

test('content holds emoji only in the emoji fields', async () => {
  const raw = await loadContent(projectRoot);
  const data = Object.fromEntries(Object.entries(raw.data).map(([key, entry]) => [key, 'value' in entry ? entry.value : undefined]));
  expect(findEmojiOutsideFields({ data, articles: raw.articles, legal: raw.legal })).toEqual([]);
});

test('no component, island or stylesheet draws an emoji', () => {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], { cwd: projectRoot, encoding: 'utf8' });
  const files = listed.split('\n').filter((file) => /\.(tsx|css)$/.test(file) && !file.endsWith('.test.tsx'));
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((file) =>
    readFileSync(join(projectRoot, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => listEmoji(line).map((emoji) => `${file}:${index + 1}: ${emoji}`)),
  );
  expect(found).toEqual([]);
});

describe('the check', () => {
  test('tells an emoji from typographic signs', () => {
    expect(listEmoji('🏋️ Coach, 📷 Photographie, ⭐ et 🧑‍🎨')).toEqual(['🏋️', '📷', '⭐', '🧑‍🎨']);
    expect(listEmoji('© 2025 Éclosion Web ★★★★★ ✓ → 4,9/5')).toEqual([]);
  });

  test('names the field of an emoji outside the emoji fields', () => {
    const data = {
      produit: { hero: { perks: [{ icon: '🚚' }] }, products: [{ emoji: '🧢' }], cart: [{ emoji: '👕' }] },
      'coach-sportif-premium': { playlists: [{ icon: '⚡' }], planning: [{ icon: '😴' }] },
    };
    expect(findEmojiOutsideFields({ data, articles: [{ file: 'content/blog/x.md', source: 'Un site 🌸 pour vous' }], legal: [] })).toEqual([
      'content/demos/produit.ts: hero.perks[0].icon: 🚚',
      'content/demos/coach-sportif-premium.ts: playlists[0].icon: ⚡',
      'content/demos/coach-sportif-premium.ts: planning[0].icon: 😴',
      'content/blog/x.md: 🌸',
    ]);
  });
});
