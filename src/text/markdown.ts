import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import { toHast } from 'mdast-util-to-hast';
import { defaultSchema, sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent, Text } from 'hast';
import type { Root, RootContent } from 'mdast';
import { splitOrdinals } from './ordinals.ts';
import { typeset } from './typography.ts';

// Markdown as people write it: CommonMark with GitHub's additions (tables,
// strikethrough, task lists, autolinks, footnotes) by remark-gfm. The tree
// is typeset, turned into HTML by the utilities remark-html is made of
// (mdast-util-to-hast, hast-util-sanitize, hast-util-to-html), called here
// so that the footnotes speak French and an article is compiled once, then
// cut into its parts.
const processor = remark().use(remarkGfm).freeze();

/**
 * GitHub's schema: no raw HTML, no script, no `javascript:` link. Ids are
 * not prefixed a second time (mdast-util-to-hast already prefixes the
 * footnotes' with `user-content-`, and their links point there).
 */
const schema = { ...defaultSchema, clobber: [] };

const footnotes = {
  footnoteLabel: 'Notes',
  footnoteLabelTagName: 'h2',
  footnoteLabelProperties: {},
  footnoteBackLabel: (index: number, rereference: number) => `Revenir à l’appel de note ${index + 1}${rereference > 1 ? ` (${rereference}ᵉ appel)` : ''}`,
};

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
  /** What follows a `## Conclusion` heading; empty when the article has none. */
  conclusion: string;
  /** The footnotes' section, with its heading; empty without footnotes. */
  footnotes: string;
  words: number;
}

/** Every HTML part of an article's body, in reading order. */
export function bodyHtml(body: ArticleBody): string[] {
  return [
    body.introduction,
    ...body.sections.flatMap((section) => [section.html, ...section.subsections.map((sub) => sub.html)]),
    body.conclusion,
    body.footnotes,
  ];
}

/** Renders a whole Markdown document (legal pages). */
export function renderMarkdown(markdown: string): string {
  return compile(toBlocks(parse(markdown)));
}

function parse(markdown: string): Root {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  typesetTree(tree);
  return tree;
}

function typesetTree(node: Root | RootContent): void {
  if (node.type === 'text') node.value = typeset(node.value);
  else if ('children' in node) for (const child of node.children) typesetTree(child);
}

/** The document's blocks as HTML elements, sanitized, in the site's markup. */
function toBlocks(tree: Root): HastContent[] {
  const hast = sanitize(toHast(tree, footnotes), schema) as HastRoot;
  return hast.children.map((node) => (node.type === 'element' ? inSiteMarkup(node) : node));
}

/**
 * What GitHub's markup says in attributes a strict page refuses, said in
 * classes: a column's alignment (`align` is obsolete in HTML, and a
 * `style` attribute is barred by the security policy). A table scrolls
 * sideways in a region of its own, which the keyboard can reach, rather
 * than widening the page; a task's checkbox is named by the task. An
 * ordinal's suffix is set in superscript, as the JSX runtime sets it.
 */
function inSiteMarkup(node: Element): Element {
  const children = node.children.flatMap((child) => {
    if (child.type === 'element') return [inSiteMarkup(child)];
    return child.type === 'text' && !textOnly.has(node.tagName) ? withOrdinals(child) : [child];
  });
  const element: Element = { ...node, children };
  const { align, ...properties } = element.properties;
  if (typeof align === 'string') element.properties = { ...properties, className: [`align-${align}`] };
  if (element.tagName === 'li' && children.some((child) => child.type === 'element' && child.tagName === 'input')) {
    const label = toString(element).trim();
    element.children = children.map((child) =>
      child.type === 'element' && child.tagName === 'input' ? { ...child, properties: { ...child.properties, ariaLabel: label } } : child,
    );
  }
  if (element.tagName === 'table') {
    return {
      type: 'element',
      tagName: 'div',
      properties: { className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: 'Tableau' },
      children: [element],
    };
  }
  return element;
}

// Code as written; a superscript already is one (a footnote's call).
const textOnly = new Set(['code', 'pre', 'sup', 'sub']);

function withOrdinals(text: Text): ElementContent[] {
  const parts = splitOrdinals(text.value);
  if (parts.length === 1) return [text];
  return parts.flatMap((part, index): ElementContent[] => {
    if (index % 2 === 1) return [{ type: 'element', tagName: 'sup', properties: {}, children: [{ type: 'text', value: part }] }];
    return part ? [{ type: 'text', value: part }] : [];
  });
}

const isHeading = (node: HastContent, tagName: 'h2' | 'h3'): node is Element => node.type === 'element' && node.tagName === tagName;
const isFootnotes = (node: HastContent): boolean => node.type === 'element' && node.tagName === 'section' && 'dataFootnotes' in node.properties;

/**
 * Splits an article into the parts its page shows: the text before the
 * first `##` heading is the introduction, each `##` heading opens a
 * section whose `###` headings open subsections, a `## Conclusion` heading
 * opens the conclusion, and the footnotes come last. The article is
 * compiled whole, so a reference link or a footnote holds wherever its
 * definition stands.
 */
export function renderArticle(markdown: string): ArticleBody {
  const tree = parse(markdown);
  const intro: HastContent[] = [];
  const sections: Array<{ title: string; nodes: HastContent[]; subsections: Array<{ title: string; nodes: HastContent[] }> }> = [];
  const conclusion: HastContent[] = [];
  const notes: HastContent[] = [];
  let target = intro;
  let inConclusion = false;

  for (const node of toBlocks(tree)) {
    if (isHeading(node, 'h2')) {
      const title = toString(node);
      inConclusion = /^conclusion$/i.test(title);
      if (inConclusion) {
        target = conclusion;
      } else {
        sections.push({ title, nodes: [], subsections: [] });
        target = sections.at(-1)!.nodes;
      }
    } else if (isHeading(node, 'h3') && sections.length > 0 && !inConclusion) {
      const section = sections.at(-1)!;
      section.subsections.push({ title: toString(node), nodes: [] });
      target = section.subsections.at(-1)!.nodes;
    } else if (isFootnotes(node)) {
      notes.push(node);
    } else {
      target.push(node);
    }
  }

  const used = new Set<string>();
  return {
    introduction: compile(intro),
    sections: sections.map((section) => ({
      title: section.title,
      id: uniqueId(section.title, used),
      html: compile(section.nodes),
      subsections: section.subsections.map((sub) => ({
        title: sub.title,
        id: uniqueId(sub.title, used),
        html: compile(sub.nodes),
      })),
    })),
    conclusion: compile(conclusion),
    footnotes: compile(notes),
    words: countWords(tree),
  };
}

/** Minutes of reading at 200 words a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

function compile(nodes: HastContent[]): string {
  if (!nodes.some((node) => node.type === 'element')) return '';
  return toHtml({ type: 'root', children: nodes as ElementContent[] }).trim();
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
