import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { create, type Font } from 'fontkitten';
import type { Page } from 'playwright-core';
import { distDir } from './helpers.ts';

// The fonts the build cuts (build/fonts.ts) hold every character each page
// sets in them, at the weights it sets them; and what a page preloads, its
// first screen sets. Read from the pages as a browser lays them out, so that
// any text the owner adds is checked.

const require = createRequire(import.meta.url);

interface PageFonts {
  faces: Array<{ family: string; weight: string; url: string }>;
  preloads: string[];
  /** Each run of text with the face the styles ask for (the first of its font-family) and whether it shows on the first screen. */
  texts: Array<{ family: string; weight: number; text: string; firstScreen: boolean }>;
}

/**
 * What is wrong with the fonts of the page as laid out at its current width,
 * once its fonts are in: each text a face lacks a character of, or sets at a
 * weight no rule holds, and each preloaded file the first screen does not set
 * (bandwidth taken from what it does). Empty when all is well; throws if the
 * page sets no text in a web font at all, which would check nothing.
 */
export async function fontProblems(page: Page): Promise<string[]> {
  const fonts = await readFonts(page);
  const faceOf = (family: string, weight: number) =>
    fonts.faces.find((face) => {
      const [min, max = min] = face.weight.split(/\s+/).map(Number);
      return face.family === family && weight >= min! && weight <= max!;
    });
  const webFamilies = new Set(fonts.faces.map((face) => face.family));
  if (!fonts.texts.some((text) => webFamilies.has(text.family))) throw new Error('the page sets no text in a web font');
  const problems: string[] = [];
  for (const { family, weight, text } of fonts.texts) {
    if (!webFamilies.has(family)) continue;
    const face = faceOf(family, weight);
    if (!face) {
      problems.push(`${family} at ${weight} (no @font-face holds that weight): ${text.trim().slice(0, 40)}`);
      continue;
    }
    const cut = fontAt(join(distDir(), face.url));
    const whole = sourceFont(family);
    const missing = [...new Set(text)].filter((character) => {
      const code = character.codePointAt(0)!;
      return /\S/u.test(character) && whole.characterSet.includes(code) && !cut.characterSet.includes(code);
    });
    if (missing.length > 0) problems.push(`${family} ${face.weight} lacks ${missing.join(' ')}: ${text.trim().slice(0, 40)}`);
  }
  for (const url of fonts.preloads) {
    const face = fonts.faces.find((candidate) => candidate.url === url);
    if (!fonts.texts.some((text) => text.firstScreen && face && faceOf(text.family, text.weight) === face)) {
      problems.push(`${url} is preloaded, and the first screen sets nothing in it`);
    }
  }
  return problems;
}

/** The page's web font faces, its preloads, and each run of its text as laid out at the current width, once its fonts are in. */
async function readFonts(page: Page): Promise<PageFonts> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(() => {
    const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '');
    const faces = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].flatMap((rule) =>
        rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('src').includes('url(')
          ? [
              {
                family: unquote(rule.style.getPropertyValue('font-family')),
                weight: rule.style.getPropertyValue('font-weight'),
                url: new URL(/url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))![1]!, location.href).pathname,
              },
            ]
          : [],
      ),
    );
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]')].map((link) => new URL(link.href).pathname);
    const texts: PageFonts['texts'] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      const style = getComputedStyle(element);
      if (!node.textContent?.trim() || element.closest('script, style, template') || !element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      texts.push({
        family: unquote(style.fontFamily.split(',')[0]!),
        weight: Number(style.fontWeight),
        text: node.textContent,
        firstScreen: box.width > 0 && box.bottom > 0 && box.top < innerHeight,
      });
    }
    return { faces, preloads, texts };
  });
}

const fonts = new Map<string, Font>();

function fontAt(path: string): Font {
  let font = fonts.get(path);
  if (!font) {
    font = create(readFileSync(path)) as Font;
    fonts.set(path, font);
  }
  return font;
}

/** Each family's whole font, found once: every run of text of every page asks for its family's. */
const sources = new Map<string, Font>();

/** The whole font a family is cut from, as the stylesheets under src/ name it (`url(npm:…)` in its @font-face rule). */
function sourceFont(family: string): Font {
  const known = sources.get(family);
  if (known) return known;
  const src = join(import.meta.dirname, '../../src');
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.css'))) {
    for (const [rule] of readFileSync(join(src, file), 'utf8').matchAll(/@font-face\s*\{[^}]*\}/g)) {
      const specifier = /url\(npm:([^)?]+)/.exec(rule)?.[1];
      if (specifier && new RegExp(`font-family:\\s*['"]${family}['"]`).test(rule)) {
        const font = fontAt(require.resolve(specifier));
        sources.set(family, font);
        return font;
      }
    }
  }
  throw new Error(`no @font-face rule under src/ names ${family}`);
}
