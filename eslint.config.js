import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Imports go one way (STYLE.md §1): schemas → content → components → sections and layouts → pages
 * → the route table and entries; hooks/ and lib/ are shared below the components. The server and
 * the scripts use schemas, content and lib only (the prerender loads the built server entry).
 */
const layer = (files, forbidden, why, from = '(^|/)\\.\\.?/') => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ regex: `${from}(${forbidden.join('|')})(\\.tsx?)?(/|$)`, message: why, allowTypeImports: true }] },
    ],
  },
});
const ABOVE_COMPONENTS = ['components', 'sections', 'layouts', 'pages', 'routes', 'entry-[a-z]+', 'island-registry', 'admin-routes', 'hydrate-island'];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'src/generated', 'node_modules', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
  layer(['src/schemas/**'], ['content', 'hooks', ...ABOVE_COMPONENTS], 'schemas are the bottom layer: they import only other schemas and lib.'),
  layer(['src/content/**', 'src/lib/**', 'src/hooks/**'], ABOVE_COMPONENTS, 'content, lib and hooks sit below the components.'),
  layer(
    ['src/components/**'],
    ABOVE_COMPONENTS.filter((name) => name !== 'components'),
    'components sit below sections, layouts and pages.',
  ),
  layer(['src/sections/**', 'src/layouts/**'], ['pages', 'routes', 'entry-[a-z]+', 'admin-routes', 'hydrate-island'], 'sections and layouts sit below pages.'),
  layer(['src/pages/**'], ['routes', 'entry-[a-z]+', 'admin-routes', 'hydrate-island'], 'pages sit below the route table and the entries.'),
  layer(
    ['server/**', 'scripts/**'],
    ['hooks', ...ABOVE_COMPONENTS],
    'the server and the scripts use schemas, content and lib; the prerender loads the built server entry.',
    '(^|/)src/',
  ),
);
