import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'e2e/.code-server/', 'e2e/.run/', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      curly: ['error', 'multi-line'],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-throw-literal': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // The layering (ARCHITECTURE.md): shared/src under host/src under the server and the CLI; the client
  // beside them. Each rule's message names the rule a wrong import breaks.
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['vscode', 'vscode-languageserver*', 'vscode-languageclient*'],
              message: 'The core never depends on an editor.',
            },
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'child_process'],
              message: 'The core does no IO.',
            },
            {
              regex: '(^|/)(host|server|client|cli)/src(/|$)',
              message: 'The core (shared/src) imports nothing from the layers that stand on it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['host/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['vscode', 'vscode-languageserver*', 'vscode-languageclient*'],
              message: 'host/ (what the server and the CLI share) never depends on an editor or LSP.',
            },
            {
              regex: '(^|/)(server|client|cli)/src(/|$)',
              message: 'host/ imports nothing from server/, client/ or cli/: they stand on it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['cli/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server|client)/src(/|$)',
              message:
                'cli/ imports nothing from server/ or client/: what it shares with the server is in host/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(client|cli)/src(/|$)',
              message:
                'server/ imports nothing from client/ or cli/: what it shares with the CLI is in host/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server|cli)/src(/|$)',
              message:
                'client/ imports nothing from server/ or cli/: it speaks to the server through shared/src/protocol.ts.',
            },
          ],
        },
      ],
    },
  },
);
