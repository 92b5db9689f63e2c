import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../../build/build.ts';
import site from '../../content/site.ts';
import contact from '../../content/contact.ts';
import about from '../../content/about.ts';
import blog from '../../content/blog.ts';
import { homeProjects } from '../../src/contact/projects.ts';
import { testRoot } from '../setup/paths.ts';
import { legalPlaceholderFields, legalValues } from '../fixtures/legal-placeholders.ts';
import { projectRoot } from '../../scripts/project-root.ts';
import { formatDate } from '../../src/text/format.ts';
import type { SiteInput } from '../../src/site/site.schema.ts';

// The build as the owner runs it: a content mistake stops it with one line
// per problem (file, field, reason) and leaves the previous output in place.

const work = `${testRoot}/build-test`;
const out = `${work}/dist`;

/** `npm run build` itself, for what the owner reads and the exit code. */
function buildCommand(site: string, ...flags: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'build/cli.ts', '--site', site, '--out', out, '--quiet', ...flags], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, SITE_URL: '', SUPABASE_URL: '', GA_ID: '' },
  });
}

const lines = (message: string) => message.trim().split('\n');

/** A copy of the real content, in a folder of its own. */
function contentCopy(name: string): string {
  const site = `${work}/${name}`;
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  cpSync(join(projectRoot, 'content'), join(site, 'content'), { recursive: true });
  return site;
}

/** A copy of the real content with a fixture's files laid over it. */
function siteWith(fixture: string): string {
  const site = contentCopy(fixture);
  cpSync(join(projectRoot, 'tests/fixtures', fixture), site, { recursive: true });
  return site;
}

/** A number of the range reserved for fiction, which the build refuses to publish. */
const fictionPhone = '+33 6 39 98 00 00';

/** The owner's identity with each legal value replaced (field path → new value). */
function withLegal(identity: SiteInput, value: (field: string) => string): SiteInput {
  const copy = structuredClone(identity);
  for (const field of Object.keys(legalValues)) {
    const keys = field.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce((object: Record<string, unknown>, key) => object[key] as Record<string, unknown>, copy as unknown as Record<string, unknown>);
    parent[last] = value(field);
  }
  return copy;
}

/** content/site.ts as it ships: legal placeholders, a phone number reserved for fiction, the social pages marked as examples. */
const asShipped = (identity: SiteInput): SiteInput => ({
  ...withLegal(identity, (field) => (field.endsWith('website') ? 'https://a-completer.example' : `[${field} à compléter]`)),
  phone: fictionPhone,
  socials: (identity.socials ?? []).map((social) => ({ ...social, example: true })),
});

/** content/site.ts once the owner went live: every legal value, a real phone, the social pages confirmed. */
const filledIn = (identity: SiteInput): SiteInput => ({
  ...withLegal(identity, (field) => legalValues[field]!),
  phone: '+33 4 78 00 12 34',
  socials: (identity.socials ?? []).map(({ example: _, ...social }) => social),
});

const writeSite = (root: string, identity: SiteInput) => writeFileSync(join(root, 'content/site.ts'), `export default ${JSON.stringify(identity, null, 2)};\n`);

beforeAll(() => rmSync(work, { recursive: true, force: true }));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run build', () => {
  test('builds the real content and writes every page, the sitemap, robots.txt and the feed', () => {
    const result = buildCommand(projectRoot);
    expect(result.status, result.stderr).toBe(0);
    // What stderr holds is warnings only: values to complete before going live, previews to redraw.
    for (const line of lines(result.stderr).filter(Boolean)) expect(line).toMatch(/^(Warning: |content\/[^:]+: [^:]+: )/);
    expect(result.stdout).toMatch(/^Built \d+ pages into .* in \d+ ms\.$/m);
    for (const file of ['index.html', '404.html', 'blog/404.html', 'a-propos/index.html', 'sitemap.xml', 'robots.txt', 'blog/feed.xml', 'favicon.ico']) {
      expect(readFileSync(join(out, file)).length, file).toBeGreaterThan(0);
    }
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  test('a broken content file stops the build with file, field and reason, and leaves the previous site as it was', async () => {
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    const broken = siteWith('broken-content');
    // The fixture's articles name a pillar the owner's blog has (or none, if it has none); one names a pillar it lacks.
    for (const file of readdirSync(join(projectRoot, 'tests/fixtures/broken-content/content/blog'))) {
      const path = join(broken, 'content/blog', file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^pillar: Guides pratiques$/m, blog.pillars[0] ? `pillar: ${blog.pillars[0]}` : ''));
    }
    const result = await build({ site: broken, out, config: {} });
    expect(result.ok).toBe(false);
    expect(result.pages).toEqual([]);
    expect(lines(result.message)).toEqual([
      'content/navigation.ts: legal: required (expected array)',
      'content/navigation.ts: legals: unknown field (check its spelling, or remove it)',
      "content/blog/Article_Test.md: (file): the file name is the article's address: expected lower-case words joined by hyphens, such as prix-site.md",
      "content/blog/autre-adresse.md: slug: 'meme-adresse' differs from the file name: write slug: autre-adresse, or rename the file meme-adresse.md",
      "content/blog/avec-emoji.md: body: holds an emoji (⚡), which each visitor's system draws its own way: illustrate with one of the site's icons (an icon field) or a picture",
      'content/blog/champ-inconnu.md: auteur: unknown field (check its spelling, or remove it)',
      'content/blog/description-courte.md: metaDescription: too short (50 characters at least)',
      'content/blog/mauvais-type.md: keywords: expected array, got the text "test"',
      'content/blog/mauvais-type.md: readTime: expected number, got the text "cinq"',
      'content/blog/ordinal-mal-ecrit.md: body: writes the ordinal "2ème": write 2e (French writes 1er, 1re, 2e, 3es…; the site sets the ending in superscript)',
      'content/blog/sans-titre.md: title: required (expected string)',
      `content/blog/pilier-inconnu.md: pillar: 'Guides pratique' is not one of the blog's pillars (${blog.pillars.join(', ')}): add it to pillars in content/blog.ts to start a new group, or pick one of them`,
      '12 content errors; nothing was built.',
    ]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
  });

  test('a link to a page the site does not have (an article renamed, a typo), or to a project the form lacks, stops the build naming each link', async () => {
    const result = await build({ site: siteWith('dead-links'), out, config: {} });
    expect(result.ok).toBe(false);
    const keys = homeProjects(contact).map((project) => project.key);
    expect(lines(result.message)).toEqual([
      'content/navigation.ts: footer[1].links[0].href: /equipe/: no such page on the site',
      'content/blog/liens-morts.md: body: […](/blog/ancien-nom/): /blog/ancien-nom/: no such page on the site',
      'content/blog/liens-morts.md: body: […](/nos-offre): /nos-offre: no such page on the site',
      `content/blog/liens-morts.md: ctaProject: 'ancien-projet' is not a project of the contact form: write one of ${keys.join(', ')} (the keys of content/contact.ts's projects), or add it there`,
      '4 content errors; nothing was built.',
    ]);
  });

  test('--production refuses placeholders and examples, naming file, field and reason, and builds once the owner replaced or confirmed them', async () => {
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    const going = contentCopy('going-live');
    writeSite(going, asShipped(site));
    const refused = buildCommand(going, '--production');
    expect(refused.status).toBe(1);
    const fields = lines(refused.stderr).map((line) => line.split(': ').slice(0, 2).join(': '));
    expect(fields.slice(0, legalPlaceholderFields.length)).toEqual(legalPlaceholderFields);
    expect(lines(refused.stderr)[1]).toMatch(/still a placeholder .*the legal pages must show the SIRET number before the site goes live$/);
    expect(lines(refused.stderr)[legalPlaceholderFields.length]).toBe(
      `${legalPlaceholderFields.length} legal identity values to complete; nothing was built (--production).`,
    );
    // Then the person behind the business, still a silhouette and bracketed words.
    const rest = lines(refused.stderr).slice(legalPlaceholderFields.length + 1);
    const personEnd = rest.findIndex((line) => /values? about you to complete in content\/about\.ts; nothing was built/.test(line));
    expect(personEnd).toBeGreaterThan(0);
    for (const line of rest.slice(0, personEnd)) expect(line).toMatch(/^content\/about\.ts: person\.\w+(\[\d+\])?: still (a placeholder|the silhouette)/);
    // Then the examples: the social pages and the phone, and whatever the rest of the content still marks.
    const examples = rest.slice(personEnd + 1, -1);
    ((site as SiteInput).socials ?? []).forEach((social, index) =>
      expect(examples).toContain(
        `content/site.ts: socials[${index}]: an example (${social.name}): only you can vouch for it; write what is true and remove \`example: true\`, or delete it`,
      ),
    );
    expect(examples).toContain(
      `content/site.ts: phone: still a placeholder ("${fictionPhone}", a number reserved for fiction): write the number visitors can call`,
    );
    expect(refused.stderr.trim().split('\n').at(-1)).toBe(`${examples.length} examples to confirm or replace; nothing was built (--production).`);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);

    // The owner fills in the identity and the person, and confirms every example (removes its mark).
    writeSite(going, filledIn(site));
    writeFileSync(
      join(going, 'content/about.ts'),
      `export default ${JSON.stringify({
        ...about,
        person: {
          ...about.person,
          role: 'fondatrice',
          photo: '/images/blog/combien-coute-un-site-internet.svg',
          photoAlt: 'Une illustration',
          text: ['Bonjour.'],
          place: 'Lyon',
        },
      })};\n`,
    );
    for (const file of readdirSync(join(going, 'content'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))) {
      const path = join(going, 'content', file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(/\bexample: true,\s*/g, ''));
    }
    const live = await build({ site: going, out, production: true, config: {} });
    expect(live.message).toBe('');
    expect(live.ok).toBe(true);
    const notices = readFileSync(join(out, 'mentions-legales/index.html'), 'utf8');
    expect(notices).toMatch(/SIRET\s*: 123.456.789.00012/);
    expect(notices).toMatch(/Téléphone\s*: \+33 4 91 00 00 00/);
    const terms = readFileSync(join(out, 'cgv/index.html'), 'utf8');
    expect(terms).toContain('<strong>Médiateur des services SAS</strong>, 1 rue du Médiateur, 75001 Paris, <a href="https://www.mediateur-services.fr">');
    const privacy = readFileSync(join(out, 'politique-confidentialite/index.html'), 'utf8');
    for (const value of [
      'eu-west-3 (Paris)',
      'Messagerie SAS (France)',
      'Paiements SA (Irlande)',
      'Signature SAS (France)',
      'Visio SAS (France)',
      'Domaines SAS (France)',
    ])
      expect(privacy).toContain(value);
    expect(notices).toContain('Registre national des entreprises (RNE)');
    expect(notices).toContain('Assurances Mutuelles SA, 10 rue de la Paix, 75002 Paris');
  });

  test("a legal page's « Dernière mise à jour » follows its text: the last commit, then the day it is edited", async () => {
    const site = `${work}/dated`;
    rmSync(site, { recursive: true, force: true });
    cpSync(join(projectRoot, 'content'), join(site, 'content'), { recursive: true });
    const file = join(site, 'content/legal/cgu.md');
    // A repository of its own, committed long ago: git dates the files.
    const git = (...args: string[]) =>
      spawnSync('git', args, {
        cwd: site,
        encoding: 'utf8',
        env: { ...process.env, GIT_AUTHOR_DATE: '2020-01-01T12:00:00Z', GIT_COMMITTER_DATE: '2020-01-01T12:00:00Z' },
      });
    git('init', '-q');
    git('add', '.');
    expect(git('-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-qm', 'contenu').status).toBe(0);
    // The date's text, its markup left out (the first of a month is 1<sup>er</sup>).
    const shown = () =>
      /Dernière mise à jour\s*:\s*(.*?)<\/p>/
        .exec(readFileSync(join(out, 'cgu/index.html'), 'utf8'))?.[1]
        ?.replace(/<[^>]*>/g, '')
        .replace(/\s/g, ' ');
    expect((await build({ site, out, config: {} })).ok).toBe(true);
    expect(shown()).toBe(formatDate('2020-01-01'));

    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n\n/, '\n\nUne phrase ajoutée.\n\n'));
    const edited = await build({ site, out, config: {} });
    expect(edited.ok).toBe(true);
    expect(edited.message).not.toMatch(/content\/legal/);
    expect(shown()).toBe(formatDate(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())));
  });
});
