import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Lint, run by `npm test` (npm run lint): TypeScript's recommended rules,
// React's rules of hooks, and the import rules of ARCHITECTURE.md that a
// rule per file can say. What browser code may reach through its imports
// is followed across files by tests/integration/import-rules.test.ts.

const stages = ['load', 'validate', 'images', 'render', 'share-images', 'bundle', 'link', 'write', 'report'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'deploy/', '.data/', 'supabase/functions/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // French text holds no-break spaces on purpose (before « : ; ! ? », in « 48 h »).
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: true, skipComments: true }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // French spacing is the typography helpers' (src/text/typography.ts), which
  // the JSX runtime applies to every text: a component types a plain space.
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['JSXText[value=/[\u00a0\u202f]/]', 'Literal[value=/[\u00a0\u202f]/]', 'TemplateElement[value.cooked=/[\u00a0\u202f]/]'].map((selector) => ({
          selector,
          message:
            'A hand-typed no-break space: write a plain space and let the typography helper set it (the JSX runtime does for text; typeset() for text built in code).',
        })),
      ],
    },
  },
  // Content is data: it imports types, and only from schema files; and the
  // offers' numbers from content/offers.ts, where they are written once.
  {
    files: ['content/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!.*\\.schema\\.ts$)(?!\\./offers\\.ts$)', message: 'Content may only import types from a schema file, and values from ./offers.ts.' },
            { regex: '\\.schema\\.ts$', allowTypeImports: true, message: 'Content imports types only (`import type`).' },
          ],
        },
      ],
    },
  },
  // A schema is loaded without React (content files' types, the previews script, tests): no component.
  {
    files: ['src/**/*.schema.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '\\.tsx$', allowTypeImports: true, message: 'A schema imports no component: move what it needs into a .ts module.' }] },
      ],
    },
  },
  // The generator is one bundle, loaded again by `npm run dev` after each
  // code edit: tsx rewrites a module that holds an import(), with a source
  // map, at each load (about 100 ms of the bundle's 300 KB).
  {
    files: ['build/**/*.ts'],
    ignores: ['build/cli.ts', 'build/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'No import() in the generator: require a CommonJS package when first needed (createRequire), or import it.' },
      ],
    },
  },
  // A build stage does not import another: they hand each other data through build.ts.
  ...stages.map((stage) => ({
    files: [`build/${stage}.ts`, `build/${stage}-*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: stages
            .filter((other) => other !== stage)
            .map((other) => ({ regex: `^\\./${other}(-[a-z-]+)?\\.ts$`, allowTypeImports: true, message: 'Stages are wired in build/build.ts.' })),
        },
      ],
    },
  })),
);
