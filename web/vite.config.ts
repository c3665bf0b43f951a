import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { robotsTxtPlugin } from './src/config/robots-txt';

const webDir = fileURLToPath(new URL('.', import.meta.url));
// Where `npm run dev` forwards /api: the Hosting emulator by default, which rewrites to the api function.
const apiOrigin = process.env.INKFORGE_API_ORIGIN ?? 'http://127.0.0.1:5000';

/** What a production build must be given: the Firebase web app's config (docs/deploy.md). */
const REQUIRED_IN_PRODUCTION = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
];

/**
 * Stops a production build that would ship without the real project's configuration, or with
 * the demo project's: it would sign nobody in. The local stack builds in `demo` mode
 * (web/.env.demo), which talks to the emulators.
 */
const productionConfigCheck: Plugin = {
  name: 'inkforge-production-config',
  apply: 'build',
  config(_config, { mode }) {
    if (mode !== 'production') return;
    const vars: Record<string, string | undefined> = {
      ...loadEnv(mode, webDir, 'VITE_'),
      ...process.env,
    };
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !vars[name]?.trim());
    if (missing.length) {
      throw new Error(
        `A production build needs ${missing.join(', ')} (see docs/deploy.md). ` +
          'The local stack builds with `--mode demo`.',
      );
    }
    if (vars.VITE_FIREBASE_PROJECT_ID?.startsWith('demo-')) {
      throw new Error('A production build needs the real project id, not the demo project.');
    }
    // Google sign-in's redirect fallback reads its result through an iframe of authDomain; a
    // browser that partitions third-party storage (Chrome, Firefox, Safari) hides it unless
    // authDomain is the domain the app is served from, whose /__/auth Hosting also serves.
    if (vars.VITE_FIREBASE_AUTH_DOMAIN?.trim().endsWith('.firebaseapp.com')) {
      throw new Error(
        'VITE_FIREBASE_AUTH_DOMAIN must be the domain users open the app on (the web.app ' +
          'domain or your custom domain), not firebaseapp.com: see docs/deploy.md, step 4.',
      );
    }
  },
};

// Every Mantine component with styles ships a CSS-module map (Button.module.mjs) and a
// stylesheet of the same name (@mantine/core/styles/Button.css).
const COMPONENT_STYLES = /@mantine\/core\/esm\/.*\/([^/]+)\.module\.mjs$/;
const IMPORTED_STYLES = /@mantine\/core\/styles\/([\w-]+)\.css/g;

/**
 * Stops a build in which a Mantine component (or one it is built from) is bundled but its
 * stylesheet is not imported by `stylesModule`: that component would render unstyled.
 */
function mantineStylesCheck(stylesModule: string): Plugin {
  return {
    name: 'inkforge-mantine-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const source = readFileSync(stylesModule, 'utf8');
      const imported = new Set([...source.matchAll(IMPORTED_STYLES)].map((match) => match[1]));
      const missing = new Set<string>();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of Object.keys(item.modules)) {
          const name = COMPONENT_STYLES.exec(id)?.[1];
          if (name && !imported.has(name)) missing.add(name);
        }
      }
      if (missing.size) {
        throw new Error(
          `Mantine components without their styles: ${[...missing].sort().join(', ')}. ` +
            `Import @mantine/core/styles/<Name>.css for each in ${stylesModule}.`,
        );
      }
    },
  };
}

const mergeRefsModule = fileURLToPath(new URL('./src/app/theme/merge-refs.ts', import.meta.url));

/**
 * Mantine imports @floating-ui/react (the 46 KB module behind hover and focus interactions,
 * ~7 KB of brotli with its utilities) in two places that use none of them: ScrollArea, inside
 * every Table, for its ref merger; Popover, inside every Select, for positioning, which
 * @floating-ui/react-dom provides under the same names. Those two imports are pointed at the
 * smaller modules, so only a screen with a Tooltip downloads the interactions.
 */
const lighterFloatingImports: Plugin = {
  name: 'inkforge-lighter-floating-imports',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@floating-ui/react' || !importer) return null;
    if (/[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)) return mergeRefsModule;
    if (/[\\/]Popover[\\/]use-popover\.mjs$/.test(importer)) {
      return this.resolve('@floating-ui/react-dom', importer, { skipSelf: true });
    }
    return null;
  },
};

/**
 * Library code most screens use (Mantine's inputs and buttons, Query's hooks) travels in one
 * shared chunk instead of dozens of sub-kilobyte files: fewer requests on a phone, and brotli
 * compresses it as a whole (measured on /login: 34 files and 123.7 KB before, 22 and 120.9 KB
 * after). A library only some screens use stays with those screens.
 */
const screenCount = readdirSync(new URL('./src/app/routes', import.meta.url)).filter((file) =>
  file.endsWith('.tsx'),
).length;
/**
 * Libraries a screen needs only once it shows a popover (Floating UI) or opens a dialog (the
 * modal, its scroll area, focus trap, overlay, portal and scroll lock). They stay out of the
 * shared chunk, whatever their share count: lazily opened dialogs count as sharers too, and a
 * shared module brings what it imports with it, so a dialog's code would reach every screen.
 */
const DIALOG_AND_POPOVER_LIBRARIES = [
  '@floating-ui/',
  'zod/',
  'tslib/',
  '@mantine/core/esm/components/(?:Modal|ModalBase|ScrollArea|FocusTrap|Overlay|Portal)/',
  '@mantine/hooks/esm/use-focus-(?:trap|return)/',
  '(?:react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|get-nonce)/',
].map((path) => path.replaceAll('/', '[\\\\/]'));
const sharedLibraries = {
  name: 'shared',
  test: new RegExp(`[\\\\/]node_modules[\\\\/](?!${DIALOG_AND_POPOVER_LIBRARIES.join('|')})`),
  minShareCount: Math.round(screenCount * 0.75),
};

export default defineConfig({
  plugins: [
    react(),
    lighterFloatingImports,
    productionConfigCheck,
    robotsTxtPlugin(),
    mantineStylesCheck(
      fileURLToPath(new URL('./src/app/theme/mantine-styles.ts', import.meta.url)),
    ),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': { target: apiOrigin, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: [sharedLibraries] } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test-utils/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Screens that type into many fields take seconds on a busy 2-core machine.
    testTimeout: 15_000,
    // Component tests run with the local stack's configuration (web/.env.demo).
    env: loadEnv('demo', webDir, 'VITE_'),
  },
});
