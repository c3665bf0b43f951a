// Bundles the functions for the emulator and for deploy. The workspace package
// (@inkforge/domain, TypeScript source) is inlined; npm packages stay external and
// resolve from node_modules at run time.
import { build } from 'esbuild';

const keepNpmPackagesExternal = {
  name: 'keep-npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@inkforge/') ? undefined : { path: args.path, external: true },
    );
  },
};

// The artist's page's one script (browser/form-enhance.ts), built for browsers and handed to
// the page function as text: it serves it under a content-hashed address (form-script.ts).
const formScript = await build({
  entryPoints: ['browser/form-enhance.ts'],
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020', 'safari15'],
  write: false,
  logLevel: 'warning',
});

await build({
  entryPoints: ['src/index.ts'],
  define: { __FORM_SCRIPT__: JSON.stringify(formScript.outputFiles[0].text) },
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepNpmPackagesExternal],
});
