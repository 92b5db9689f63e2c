import { remark } from 'remark';
import remarkHtml from 'remark-html';
import type { Root, RootContent } from 'mdast';
import { typeset } from './typography.ts';

// One frozen processor for the whole build: parsing is the costly part, so
// each document is parsed once and its parts are compiled from the tree.
const processor = remark().use(remarkHtml).freeze();

interface ArticleSubsection {
  title: string;
  id: string;
  html: string;
}

interface ArticleSection extends ArticleSubsection {
  subsections: ArticleSubsection[];
}

export interface ArticleBody {
  introduction: string;
  sections: ArticleSection[];
  conclusion: string;
  words: number;
}

/** Every HTML part of an article's body, in reading order. */
export function bodyHtml(body: ArticleBody): string[] {
  return [body.introduction, ...body.sections.flatMap((section) => [section.html, ...section.subsections.map((sub) => sub.html)]), body.conclusion];
}

/** Renders a whole Markdown document (legal pages). */
export function renderMarkdown(markdown: string): string {
  return compile(parse(markdown).children);
}

function parse(markdown: string): Root {
  const tree = processor.parse(markdown);
  typesetTree(tree);
  return tree;
}

function typesetTree(node: Root | RootContent): void {
  if (node.type === 'text') node.value = typeset(node.value);
  else if ('children' in node) for (const child of node.children) typesetTree(child);
}

/**
 * Splits an article into the spec's parts: the text before the first `##`
 * heading is the introduction, each `##` heading opens a section whose `###`
 * headings open subsections, and a `## Conclusion` heading opens the
 * conclusion.
 */
export function renderArticle(markdown: string): ArticleBody {
  const tree = parse(markdown);
  const intro: RootContent[] = [];
  const sections: Array<{ title: string; nodes: RootContent[]; subsections: Array<{ title: string; nodes: RootContent[] }> }> = [];
  const conclusion: RootContent[] = [];
  let target = intro;
  let inConclusion = false;

  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      const title = toText(node);
      inConclusion = /^conclusion$/i.test(title);
      if (inConclusion) {
        target = conclusion;
      } else {
        sections.push({ title, nodes: [], subsections: [] });
        target = sections.at(-1)!.nodes;
      }
    } else if (node.type === 'heading' && node.depth === 3 && sections.length > 0 && !inConclusion) {
      const section = sections.at(-1)!;
      section.subsections.push({ title: toText(node), nodes: [] });
      target = section.subsections.at(-1)!.nodes;
    } else {
      target.push(node);
    }
  }

  // A reference link (`[texte][guide]`, then `[guide]: https://…` anywhere)
  // holds for the whole article: each part is compiled with every
  // definition, in the article's order (the first one wins); they render
  // nothing themselves.
  const definitions = findDefinitions(tree);
  const compilePart = (nodes: RootContent[]) => (nodes.length === 0 ? '' : compile([...definitions, ...nodes]));
  const used = new Set<string>();
  return {
    introduction: compilePart(intro),
    sections: sections.map((section) => ({
      title: section.title,
      id: uniqueId(section.title, used),
      html: compilePart(section.nodes),
      subsections: section.subsections.map((sub) => ({
        title: sub.title,
        id: uniqueId(sub.title, used),
        html: compilePart(sub.nodes),
      })),
    })),
    conclusion: compilePart(conclusion),
    words: countWords(tree),
  };
}

/** Minutes of reading at 200 words a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

function compile(nodes: RootContent[]): string {
  if (nodes.length === 0) return '';
  const root: Root = { type: 'root', children: nodes };
  return String(processor.stringify(processor.runSync(root) as Root)).trim();
}

function findDefinitions(node: RootContent | Root, found: RootContent[] = []): RootContent[] {
  if (node.type === 'definition') found.push(node);
  else if ('children' in node) for (const child of node.children as RootContent[]) findDefinitions(child, found);
  return found;
}

function toText(node: RootContent | Root): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(toText).join('');
  return '';
}

function countWords(tree: Root): number {
  const leaves: string[] = [];
  const visit = (node: RootContent | Root): void => {
    if ('value' in node && typeof node.value === 'string') leaves.push(node.value);
    else if ('children' in node) (node.children as RootContent[]).forEach(visit);
  };
  visit(tree);
  // Words are the runs between spaces, apostrophes and hyphens that hold a
  // letter or a digit (written so that no run is scanned twice).
  return leaves.join(' ').match(/[^\s'’\p{L}\p{N}-]*[\p{L}\p{N}][^\s'’-]*/gu)?.length ?? 0;
}

function uniqueId(title: string, used: Set<string>): string {
  const base =
    title
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section';
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}
