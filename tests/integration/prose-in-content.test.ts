import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectRoot } from '../../scripts/project-root.ts';
import { allowedProse, findProseOutsideContent } from './prose-in-content.ts';

function componentFiles(): Map<string, string> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], { cwd: projectRoot, encoding: 'utf8' });
  // Components, and the modules beside them (an island's state, a page's browser code).
  const files = listed.split('\n').filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
  return new Map(files.map((file) => [file, readFileSync(join(projectRoot, file), 'utf8')]));
}

const tree = (file: string, source: string) => new Map([[file, source]]);

test('no component writes a sentence of four words or more: it lives in content/', () => {
  const files = componentFiles();
  expect(files.size).toBeGreaterThan(50);
  expect(findProseOutsideContent(files)).toEqual([]);
});

test('each sentence allowed to stay in a component is still there (the list does not rot)', () => {
  const all = [...componentFiles().values()].join('\n');
  for (const sentence of Object.keys(allowedProse)) expect(all, sentence).toContain(sentence);
});

describe('the check finds', () => {
  test('JSX text, with its file and line', () => {
    const source = 'export const A = () => (\n  <p>\n    Nous vous répondons sous 48 heures.\n  </p>\n);';
    expect(findProseOutsideContent(tree('src/demos/coach-sportif-premium/Coach.tsx', source))).toEqual([
      'src/demos/coach-sportif-premium/Coach.tsx:3: Nous vous répondons sous 48 heures.',
    ]);
  });

  test('a sentence in a prop, an attribute, a ternary or a constant', () => {
    const source = [
      "const steps = ['Un premier appel gratuit pour commencer.'];",
      'export const A = ({ busy }: { busy: boolean }) => (',
      '  <Section lead="Des offres claires pour chaque étape." title={`Trois façons de ${steps[0]} recevoir vos invités`}>',
      "    <img alt=\"Une table dressée pour un mariage\" />{busy ? 'Mise à jour de la couleur…' : 'Prêt'}",
      '  </Section>',
      ');',
    ].join('\n');
    expect(findProseOutsideContent(tree('src/about/about.page.tsx', source))).toEqual([
      'src/about/about.page.tsx:1: Un premier appel gratuit pour commencer.',
      'src/about/about.page.tsx:3: Des offres claires pour chaque étape.',
      'src/about/about.page.tsx:3: Trois façons de recevoir vos invités',
      'src/about/about.page.tsx:4: Une table dressée pour un mariage',
      'src/about/about.page.tsx:4: Mise à jour de la couleur…',
    ]);
  });

  test('but not labels of three words, classes, SVG paths, image sizes or what a template inserts', () => {
    const source = [
      'export const A = ({ name }: { name: string }) => (',
      '  <button className="btn btn-primary shop-checkout is-busy" aria-label={`Voir le projet ${name}`}>',
      '    <svg><path d="M4 7h16M4 12h16M4 17h16" /></svg>',
      '    <img sizes="(min-width: 72rem) 16rem, (min-width: 56rem) 23vw, 46vw" alt="" />',
      '    Envoyer le message',
      '  </button>',
      ');',
    ].join('\n');
    expect(findProseOutsideContent(tree('src/contact/Send.tsx', source))).toEqual([]);
  });

  test('but not in tests or in content/', () => {
    const source = 'export const A = () => <p>Nous vous répondons sous 48 heures.</p>;';
    expect(
      findProseOutsideContent(
        new Map([
          ['src/contact/A.test.tsx', source],
          ['content/a.tsx', source],
        ]),
      ),
    ).toEqual([]);
  });
});
