import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Eleventy beside our generator in `npm run bench -- --eleventy`: the same
// Markdown articles, Eleventy's defaults (markdown-it, Liquid before
// Markdown), and a layout like ours in what it writes per page (head tags,
// header, article, footer) plus a blog index listing every article.

/** Installs Eleventy 3 into `dir` (once) and returns its command-line script. */
export function installEleventy(dir: string): string {
  const cli = join(dir, 'node_modules/@11ty/eleventy/cmd.cjs');
  if (existsSync(cli)) return cli;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  console.log(`Installing @11ty/eleventy@3 into ${dir}…`);
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '@11ty/eleventy@3'], { cwd: dir, stdio: 'inherit' });
  if (npm.status !== 0 || !existsSync(cli)) throw new Error('npm could not install @11ty/eleventy@3');
  return cli;
}

const layout = `<!DOCTYPE html>
<html lang="fr-FR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }} | Le blog</title>
<meta name="description" content="{{ metaDescription }}">
<link rel="canonical" href="https://www.eclosion-web.fr{{ page.url }}">
<meta property="og:title" content="{{ title }}">
<meta property="og:description" content="{{ metaDescription }}">
<meta property="og:image" content="https://www.eclosion-web.fr{{ image }}">
<link rel="stylesheet" href="/assets/base.css">
</head>
<body>
<a class="skip-link" href="#contenu">Aller au contenu</a>
<header><nav aria-label="Navigation principale"><a href="/">Accueil</a> <a href="/nos-offres/">Offres</a> <a href="/realisations/">Réalisations</a> <a href="/blog/">Blog</a> <a href="/a-propos/">À propos</a> <a href="/#contact">Contact</a></nav></header>
<main id="contenu">
<article class="article">
<nav aria-label="Fil d’Ariane"><a href="/">Accueil</a> › <a href="/blog/">Blog</a> › {{ title }}</nav>
<p class="badge">{{ category }}</p>
<h1>{{ title }}</h1>
<p class="meta"><time datetime="{{ publishDate }}">{{ publishDate }}</time></p>
<img class="article-hero" src="{{ image }}" alt="{{ imageAlt }}" width="1200" height="630">
<div class="prose">{{ content | safe }}</div>
<aside class="article-cta"><a class="btn" href="/?projet={{ ctaProject }}#contact">{{ cta }}</a></aside>
</article>
</main>
<footer><p>© Éclosion Web</p><a href="/mentions-legales/">Mentions légales</a> <a href="/politique-confidentialite/">Confidentialité</a></footer>
</body>
</html>
`;

const blogIndex = `---
permalink: /blog/
layout: false
---
<!DOCTYPE html>
<html lang="fr-FR"><head><meta charset="utf-8"><title>Le blog</title></head>
<body><main><h1>Le blog</h1><ul>
{%- for post in collections.post %}
<li><a href="{{ post.url }}">{{ post.data.title }}</a> <p>{{ post.data.excerpt }}</p></li>
{%- endfor %}
</ul></main></body></html>
`;

/** An Eleventy project at `dir` over the articles of `site`/content/blog. */
export function writeEleventyProject(site: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/_includes'), { recursive: true });
  copyArticles(site, dir);
  writeFileSync(join(dir, 'src/_includes/article.njk'), layout);
  writeFileSync(join(dir, 'src/blog/blog.11tydata.json'), JSON.stringify({ layout: 'article.njk', tags: 'post', permalink: '/blog/{{ slug }}/' }));
  writeFileSync(join(dir, 'src/blog-index.njk'), blogIndex);
}

/** Copies the articles again (after an edit), leaving the layout in place. */
export function copyArticles(site: string, dir: string): void {
  const from = join(site, 'content/blog');
  mkdirSync(join(dir, 'src/blog'), { recursive: true });
  for (const name of readdirSync(from)) if (name.endsWith('.md')) cpSync(join(from, name), join(dir, 'src/blog', name));
}
