import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries, domainPurity } from './lint/boundaries.js';
import { testRules } from './lint/test-rules.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused arguments keep signatures readable (express handlers); prefix them with _ to say so.
      // Express's Request is extended the way its types expect: `declare global { namespace Express }`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  boundaries,
  domainPurity,
  testRules,
  {
    // k6 scripts run in k6's own runtime, with its globals instead of Node's.
    files: ['load-tests/**/*.js'],
    languageOptions: {
      globals: {
        __ENV: 'readonly',
        __VU: 'readonly',
        __ITER: 'readonly',
        open: 'readonly',
        console: 'readonly',
      },
    },
  },
);
