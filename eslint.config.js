import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Imports go one way (STYLE.md §1), types included: lib → schemas → content → components → islands →
 * sections, layouts, blog parts and the admin feature → pages → the route table and entries. lib/
 * is shared by every layer, so it imports nothing of theirs (a helper that needs a content shape
 * lives in content/); hooks/ are shared below the components. An island may use the stylesheet of
 * the section that shows it (a CSS module), never its code. The server and the scripts use schemas, content and lib only (the
 * prerender loads the built server entry). The server's own pages (server/pages/) are built with
 * the site's server build and compose its components and layouts; the rest of the server loads
 * them built (server/page-renderer.ts), so it may name their types only.
 */
const layer = (files, forbidden, why, from = '(^|/)\\.\\.?/', allowStylesheets = false) => {
  const folders = forbidden.filter((name) => FOLDERS.includes(name));
  const modules = forbidden.filter((name) => !FOLDERS.includes(name));
  const stylesheet = allowStylesheets ? '(?![^/]*\\.module\\.css$)' : '';
  const regex = [
    ...(folders.length ? [`${from}(${folders.join('|')})/${stylesheet}`] : []),
    ...(modules.length ? [`${from}(${modules.join('|')})(\\.tsx?)?$`] : []),
  ].join('|');
  return {
    files,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex, message: why }] }] },
  };
};
/**
 * Linted with type information too (typescript-eslint's type-checked rules): code where a promise
 * left unawaited, an `any` passed on or a value stringified as [object Object] would go unnoticed.
 */
const TYPE_CHECKED = ['scripts/**/*.ts'];

const FOLDERS = ['schemas', 'content', 'hooks', 'components', 'islands', 'sections', 'layouts', 'blog', 'admin', 'pages'];
const ENTRIES = ['routes', 'entry-[a-z]+', 'admin-routes', 'hydrate-island'];
const ABOVE_ISLANDS = ['sections', 'layouts', 'blog', 'admin', 'pages', ...ENTRIES];
const ABOVE_COMPONENTS = ['components', 'islands', ...ABOVE_ISLANDS];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-server', 'src/generated', 'node_modules', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TYPE_CHECKED })),
  { files: TYPE_CHECKED, languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  layer(['src/schemas/**'], ['content', 'hooks', ...ABOVE_COMPONENTS], 'schemas sit just above lib: they import only other schemas and lib.'),
  layer(['src/lib/**'], ['schemas', 'content', 'hooks', ...ABOVE_COMPONENTS], 'lib is shared by every layer, schemas included: it imports only lib.'),
  layer(['src/content/**', 'src/hooks/**'], ABOVE_COMPONENTS, 'content and hooks sit below the components.'),
  layer(
    ['src/components/**'],
    ABOVE_COMPONENTS.filter((name) => name !== 'components'),
    'components sit below islands, sections, layouts and pages.',
  ),
  layer(['src/islands/**'], ABOVE_ISLANDS, 'islands sit below the sections, layouts and pages that show them.', undefined, true),
  layer(
    ['src/sections/**', 'src/layouts/**', 'src/blog/**', 'src/admin/**'],
    ['pages', ...ENTRIES],
    'sections, layouts, blog parts and the admin feature sit below pages.',
  ),
  layer(['src/pages/**'], ENTRIES, 'pages sit below the route table and the entries.'),
  layer(['scripts/**'], ['hooks', ...ABOVE_COMPONENTS], 'the scripts use schemas, content and lib; the prerender loads the built server entry.', '(^|/)src/'),
  {
    files: ['server/**'],
    ignores: ['server/pages/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(hooks|components|islands|sections|layouts|blog|admin|pages)/',
              message: 'the server uses schemas, content and lib.',
              allowTypeImports: true,
            },
            {
              regex: '^\\.\\.?/(\\.\\./)*pages/',
              message: 'the server loads its pages built (server/page-renderer.ts); name their types only.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  layer(
    ['server/pages/**'],
    ['islands', 'sections', 'blog', 'admin', 'pages', ...ENTRIES],
    "the server's pages compose the site's components and layouts (src/render-site-page.tsx frames a visitor's page).",
    '(^|/)src/',
  ),
  // The server and its tests are promise-heavy: typescript-eslint's type-checked rules (a promise
  // left floating or handed where none is awaited, an await of what is not one, unsafe any).
  {
    files: ['server/**/*.{ts,tsx}', 'tests/server/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
);
