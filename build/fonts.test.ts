import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font } from 'fontkitten';
import { beforeAll, describe, expect, test } from 'vitest';
import { testRoot } from '../tests/setup/paths.ts';
import type { WebFont } from './bundle.ts';
import { cutFonts, siteCharacters } from './fonts.ts';

// The fonts stage on one of the project's fonts (Orbitron, small): what it
// keeps of the font, what its rules say, and what it caches.

const root = join(import.meta.dirname, '..');
const cacheDir = `${testRoot}/fonts-test/cache`;

const orbitron: WebFont = {
  family: 'Orbitron',
  style: 'normal',
  weight: [700, 900],
  display: 'swap',
  file: 'node_modules/@fontsource-variable/orbitron/files/orbitron-latin-wght-normal.woff2',
  preload: true,
  fallback: 'sans-serif',
  stylesheet: 'demos/studio-design/studio-design.css',
};

const fontOf = (data: Uint8Array) => create(Buffer.from(data)) as Font;

/** The fallback faces a stylesheet's rules declare: their weights, first system face and size. */
const fallbacksOf = (css: string) =>
  [
    ...css.matchAll(
      /@font-face\{font-family:"[^"]+ Fallback";font-style:normal;font-weight:([\d ]+);src:local\("([^"]+)"\),[^;]+;ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:[\d.]+%;size-adjust:([\d.]+)%\}/g,
    ),
  ].map(([, weight, local, sizeAdjust]) => ({ weight, local, sizeAdjust: Number(sizeAdjust) }));

beforeAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('cutFonts', () => {
  test('keeps the characters of the text and the French marks, and drops the rest', async () => {
    const cut = await cutFonts(root, [orbitron], 'Å', cacheDir);
    const [data] = [...cut.files.values()];
    const characters = fontOf(data!).characterSet;
    for (const character of 'Åaz09’–…€') expect(characters, character).toContain(character.codePointAt(0));
    expect(characters).not.toContain('ñ'.codePointAt(0));
    expect(data!.length).toBeLessThan(readFileSync(join(root, orbitron.file)).length);
  });

  test('a character added to the text is in the next cut, under a new URL', async () => {
    const before = await cutFonts(root, [orbitron], 'abc', cacheDir);
    const after = await cutFonts(root, [orbitron], 'abcñ', cacheDir);
    const [urlBefore] = before.files.keys();
    const [urlAfter, data] = [...after.files][0]!;
    expect(urlAfter).not.toBe(urlBefore);
    expect(fontOf(data).characterSet).toContain('ñ'.codePointAt(0));
    expect(after.preload[orbitron.stylesheet]).toEqual([urlAfter]);
  });

  test('keeps only the weights of its rule, and writes that rule with a fallback sized from the font', async () => {
    const cut = await cutFonts(root, [orbitron], '', cacheDir);
    const css = cut.css[orbitron.stylesheet]!;
    const [url, data] = [...cut.files][0]!;
    const axis = fontOf(data).variationAxes.wght;
    expect([axis?.min, axis?.max]).toEqual([700, 900]);
    expect(css).toContain(`@font-face{font-family:"Orbitron";font-style:normal;font-weight:700 900;font-display:swap;src:url(${url}) format("woff2")}`);
    // Bold weights only: one fallback, the system's bold face, for the rule's weights.
    expect(fallbacksOf(css)).toEqual([{ weight: '700 900', local: 'Arial Bold', sizeAdjust: expect.any(Number) }]);
  });

  test('a rule across the bold threshold has a regular and a bold fallback, each sized from its lightest weight', async () => {
    const wide: WebFont = { ...orbitron, weight: [400, 900] };
    const fallbacks = fallbacksOf((await cutFonts(root, [wide], '', cacheDir)).css[wide.stylesheet]!);
    expect(fallbacks.map(({ weight, local }) => [weight, local])).toEqual([
      ['400 599', 'Arial'],
      ['600 900', 'Arial Bold'],
    ]);
    // Orbitron widens as it gets bolder, more than Arial does from its regular to its bold face.
    expect(fallbacks[0]!.sizeAdjust).not.toBe(fallbacks[1]!.sizeAdjust);
  });

  test('a second build with the same font, text and options reads the cut from its cache', async () => {
    const first = await cutFonts(root, [orbitron], 'Cache', cacheDir);
    const second = await cutFonts(root, [orbitron], 'Cache', cacheDir);
    expect(second.cached).toBe(1);
    expect(second.made).toBe(0);
    expect([...second.files]).toEqual([...first.files]);
  });
});

describe('siteCharacters', () => {
  test('has what the content and the code set, not what a comment or a pattern holds', async () => {
    const site = `${testRoot}/fonts-test/site`;
    rmSync(site, { recursive: true, force: true });
    mkdirSync(`${site}/src`, { recursive: true });
    writeFileSync(
      `${site}/src/Note.tsx`,
      [
        '// ★ a comment sets nothing',
        'const quotes = /[‘”]/g;',
        "const mark = '\\u2713';",
        'export const Note = ({ count }: { count: number }) => <p title={`${count} ×`}>Déjà {mark.replace(quotes, "")}</p>;',
      ].join('\n'),
    );
    writeFileSync(`${site}/src/Note.test.tsx`, "const only = 'ñ';");
    const characters = await siteCharacters(site, { title: 'Ça' }, `${site}/cache`);
    for (const character of 'Ç✓×é') expect(characters, character).toContain(character);
    for (const character of '★‘”ñ') expect(characters, character).not.toContain(character);
  });
});
