import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

const BROWSER_FREE =
  'Keep this layer browser-free: take a Translate (utils/i18n/translate.ts) or a callback.';

export default tseslint.config(
  { ignores: ['.output/', '.wxt/', 'node_modules/', 'test-results/', 'playwright-report/', 'artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The detection and API layers run in plain Node (tests, scripts): words come in through a
    // Translate argument, never from the browser.
    files: ['utils/api/**', 'utils/detect/**', 'utils/i18n/translate.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // `#` starts a comment in patterns, so the WXT alias is named exactly.
          paths: [{ name: '#i18n', allowTypeImports: true, message: BROWSER_FREE }],
          patterns: [
            {
              group: [
                'wxt/*',
                '@wxt-dev/*',
                'webextension-polyfill',
                '@webext-core/*',
                '**/extension-translate',
              ],
              allowTypeImports: true,
              message: BROWSER_FREE,
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts and tests report to the terminal.
    files: ['test/**', 'scripts/**'],
    // Playwright fixtures must destructure their dependencies, even when there are none.
    rules: { 'no-console': 'off', 'no-empty-pattern': 'off' },
  },
  prettier,
);
