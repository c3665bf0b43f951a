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

/** Layers point one way: adapters implement ports and never reach up into an area. */
const layerZones = [
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
];

// Areas meet at their front door: what an area lets others use is exported by its index.ts, and
// another folder imports that, never the area's repositories or operations file by file. The
// floors are shared plumbing that many areas use and that use no area's insides (adapters, http
// middleware, the credit ledger, rate-limit buckets, the paid tools' plumbing, the user document,
// a user's subscription, the job record and runner): they are imported directly. The root files
// (app.ts and index.ts compose the areas; config, logger, app-error) and tests may import anything.
const FLOORS = [
  'adapters',
  'http',
  'credits',
  'rate-limits',
  'paid-tools',
  'users',
  'subscriptions',
  'jobs',
  'ai-provenance',
];
const functionsDir = 'functions/src';
const serverFolders = existsSync(functionsDir)
  ? readdirSync(functionsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const frontDoorZones = serverFolders
  .filter((area) => !FLOORS.includes(area))
  .map((area) => ({
    target: serverFolders
      .filter((other) => other !== area)
      .map((other) => `./${functionsDir}/${other}`),
    from: `./${functionsDir}/${area}`,
    except: ['./index.ts'],
    message: `Another area is used through its front door: import '../${area}' (its index.ts), and export from there what you need; never its repositories or other files.`,
  }));

// Every area's front door hands out services, never its repositories: what another area needs is
// a narrow service or an operation (clients' createStudioRecords and typed transaction steps,
// booking's desk, deposits' service and event steps), so no index.ts under functions/src exports
// a repository's factory or type.
const narrowFrontDoors = {
  files: [`${functionsDir}/*/index.ts`],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ExportSpecifier[exported.name=/Repository$/]',
        message:
          'This front door exports services, not repositories: export a narrow service (or a typed transaction step) that other areas need.',
      },
    ],
  },
};

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
  narrowFrontDoors,
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
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // Same rule, with the front doors, for shipped server code (tests may import anything).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...frontDoorZones] }],
    },
  },
);
