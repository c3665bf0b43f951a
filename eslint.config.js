// Lint rules are the project's boundaries (CRAFT: boundaries are lint rules, not prose).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Package names, matched exactly (a gitignore-style 'stripe' would also match our own
// adapters/stripe/ folder): the SDKs, and those of them a repository may not use.
const sdkPattern = (names) => `^(${names.join('|')})(/.*)?$`;
const SDK_NAMES = [
  'stripe',
  'openai',
  '@google-cloud/[^/]+',
  'firebase-admin',
  'sharp',
  'nodemailer',
];
const SDKS = sdkPattern(SDK_NAMES);
const NON_FIRESTORE_SDKS = sdkPattern(SDK_NAMES.filter((name) => name !== 'firebase-admin'));

const featuresDir = 'web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Web features never import each other: routes in src/app compose them. */
const featureIsolation = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`**/features/${other}`, `**/features/${other}/**`, `../../${other}/**`],
            message: `Features do not import each other (${feature} → ${other}); compose them in src/app.`,
          })),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.local-stack/**',
      'e2e/screenshots/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'packages/domain imports zod only.' }] },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/adapters/**',
      'functions/src/index.ts',
      'functions/src/config.ts',
      'functions/src/**/*.test.ts',
      'functions/src/**/*.repository.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: SDKS, message: 'SDKs are used only in functions/src/adapters.' },
            {
              group: ['firebase-functions', 'firebase-functions/*'],
              message: 'Only index.ts wires functions and only config.ts reads params.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: NON_FIRESTORE_SDKS,
              message: 'Repositories touch Firestore only; other SDKs live in adapters.',
            },
          ],
        },
      ],
    },
  },
  ...featureIsolation,
  {
    // No import cycles anywhere in shipped code: a cycle means two modules are one module, or
    // an area reaches back into what composes it. The rule follows value imports; type-only
    // imports are not counted (areas declare their own narrow types instead of importing AppDeps).
    files: ['functions/src/**/*.ts', 'packages/domain/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'functions/tsconfig.json',
            'web/tsconfig.json',
            'packages/domain/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Layers point one way: adapters implement ports and never reach up into an area.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions/src/adapters',
              from: './functions/src',
              except: ['./adapters', './config.ts', './app-error.ts', './logger.ts'],
              message: 'An adapter imports no area: move what both need into adapters/.',
            },
            {
              target: './functions/src/config.ts',
              from: './functions/src/adapters',
              message: 'config.ts is the ground floor: adapters read it, it reads no adapter.',
            },
          ],
        },
      ],
    },
  },
);
