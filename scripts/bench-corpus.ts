import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The benchmark's blog: the real content plus N generated articles (seeded,
// about 300 words each). Shared by `npm run bench` and the cache tests.

/** Mulberry32: the same articles on every machine and every run. */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = (
  'site vitrine landing page référencement local client artisan commerce devis budget délai maquette contenu ' +
  'visiteur conversion formulaire appel gratuit photo texte page accueil service offre prix mois semaine projet ' +
  'entreprise indépendant boutique réservation avis confiance mobile rapide lisible clair simple efficace moteur ' +
  'recherche Google fiche établissement horaires adresse carte témoignage rédaction titre description image ' +
  'hébergement domaine maintenance sécurité sauvegarde mise à jour statistiques visite objectif action bouton'
).split(' ');

/** Article number `index`: front matter, an introduction, three sections (one with a subsection and a list), a conclusion. */
export function generateArticle(index: number, next: () => number): string {
  const pick = () => words[Math.floor(next() * words.length)]!;
  const sentence = (n: number) => {
    const s = Array.from({ length: n }, pick).join(' ');
    return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 4 }, () => sentence(8 + Math.floor(next() * 8))).join(' ');
  const day = String(1 + Math.floor(next() * 28)).padStart(2, '0');
  const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
  return [
    '---',
    `slug: article-genere-${index}`,
    `title: "${sentence(6)
      .slice(0, 60)
      .replace(/[ .]+$/, '')}"`,
    `metaDescription: "${sentence(14)}"`,
    `keywords: [${pick()}, ${pick()}, ${pick()}]`,
    'image: /images/sections/blog.svg',
    'imageAlt: Illustration de l’article',
    `category: ${index % 2 ? 'Budget' : 'Référencement'}`,
    `pillar: ${index % 2 ? 'Avant de vous lancer' : 'Guides pratiques'}`,
    `publishDate: 202${3 + (index % 3)}-${month}-${day}`,
    `excerpt: "${sentence(18)}"`,
    'ctaText: Parlons de votre projet.',
    'cta: Demander mon devis gratuit',
    '---',
    '',
    paragraph(),
    '',
    `## ${sentence(4).slice(0, -1)}`,
    '',
    paragraph(),
    '',
    paragraph(),
    '',
    `### ${sentence(3).slice(0, -1)}`,
    '',
    `- ${sentence(6)}\n- ${sentence(7)}\n- **${pick()}** ${sentence(5)}`,
    '',
    `## ${sentence(4).slice(0, -1)}`,
    '',
    paragraph(),
    '',
    '## Conclusion',
    '',
    paragraph(),
    '',
  ].join('\n');
}

/** A copy of `projectRoot`'s content/ at `site`, with `count` generated articles added to its blog. */
export function writeCorpus(projectRoot: string, site: string, count: number): void {
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  cpSync(join(projectRoot, 'content'), join(site, 'content'), { recursive: true });
  const next = random(42);
  for (let i = 1; i <= count; i++) writeFileSync(join(site, 'content/blog', `article-genere-${i}.md`), generateArticle(i, next));
}

/**
 * A copy of the project at `dest` that a test or a benchmark may edit and
 * run `npm run dev` in: its own code, content and build cache, the
 * installed packages linked one by one.
 */
export function copyProject(projectRoot: string, dest: string, { media = true } = {}): void {
  rmSync(dest, { recursive: true, force: true });
  for (const entry of ['content', 'src', 'build', 'public', 'scripts', 'supabase', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    cpSync(join(projectRoot, entry), join(dest, entry), { recursive: true });
  }
  mkdirSync(join(dest, 'node_modules'));
  for (const entry of readdirSync(join(projectRoot, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(projectRoot, 'node_modules', entry), join(dest, 'node_modules', entry));
  }
  // Encoded images and share cards are the project's, made once for both
  // (unless `media` is false: a fresh clone's first build makes them);
  // copied, not linked to, so that they are on the copy's file system as an
  // owner's are on theirs (the output links to them).
  for (const folder of media ? ['images', 'share-images'] : []) {
    const cached = join(projectRoot, 'node_modules/.cache/eclosion', folder);
    if (existsSync(cached)) cpSync(cached, join(dest, 'node_modules/.cache/eclosion', folder), { recursive: true });
  }
}
