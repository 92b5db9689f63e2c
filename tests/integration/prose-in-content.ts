import ts from 'typescript';

// Issue 29: every sentence a visitor reads lives in content/, typed and
// checked like the rest; components hold short interface labels only. This
// reads each component with the TypeScript compiler and lists the texts of
// four words or more written in it: JSX text, and every string literal or
// template (its literal words only) in a .tsx file, whether it sits in JSX,
// in a prop or in a constant the JSX uses later, except in the attributes
// that hold no words (below).

/** Attributes whose values are code, not words: classes, styles, SVG paths, image sizes. */
const codeAttributes = new Set(['className', 'class', 'style', 'd', 'sizes', 'viewBox', 'points', 'transform', 'href', 'src']);

/**
 * Sentences that stay in a component, each with its reason. Keep it short:
 * anything else a visitor reads belongs in content/.
 */
export const allowedProse: Record<string, string> = {
  // A honeypot: hidden from people (CSS and aria-hidden), only bots fill it in.
  'Ne pas remplir ce champ': 'label of the hidden anti-spam field, which no visitor sees',
  // The label of the date every legal page states; the date is the page's own (content/legal/*.md, updated).
  'Dernière mise à jour :': 'label of the date a legal page was last updated, the same on all four pages',
};

interface Prose {
  file: string;
  line: number;
  text: string;
}

/** A word a person reads: letters, with apostrophes and hyphens, and trailing punctuation (not '18rem,' nor 'M4'). */
const isWord = (token: string) => /^[«(]?[\p{L}’'-]*\p{L}[\p{L}’'-]*[.,:;!?…»)]*$/u.test(token);
const countWords = (text: string) => text.split(/\s+/).filter(isWord).length;

function attributeName(node: ts.Node): string | undefined {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return parent.name.getText();
    if (ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent)) return undefined;
  }
  return undefined;
}

/** The texts of four words or more in one .tsx file, with their lines. */
function findProse(file: string, source: string): Prose[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Prose[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isJsxText(node)) text = node.text;
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // Module names and type names are not read by anyone.
      const parent = node.parent;
      if (!ts.isImportDeclaration(parent) && !ts.isExportDeclaration(parent) && !ts.isLiteralTypeNode(parent)) text = node.text;
    } else if (ts.isTemplateExpression(node)) {
      // Only the template's own words: what it inserts comes from elsewhere.
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    }
    if (text !== undefined) {
      const attribute = attributeName(node);
      const sentence = text.trim().replace(/\s+/g, ' ');
      if (!(attribute && codeAttributes.has(attribute)) && countWords(sentence) >= 4 && !(sentence in allowedProse)) {
        const start = node.getStart(sourceFile) + (ts.isJsxText(node) ? text.length - text.trimStart().length : 0);
        found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(start).line + 1, text: sentence });
      }
      if (ts.isTemplateExpression(node)) return;
    }
    node.forEachChild(visit);
  };
  visit(sourceFile);
  return found;
}

/** Every component file's prose: files are project-relative paths and their text; tests and content/ are not read. */
export function findProseOutsideContent(files: Map<string, string>): string[] {
  return [...files]
    .filter(([file]) => file.endsWith('.tsx') && !file.startsWith('content/') && !/\.test\.tsx$/.test(file))
    .flatMap(([file, source]) => findProse(file, source))
    .map(({ file, line, text }) => `${file}:${line}: ${text}`);
}
