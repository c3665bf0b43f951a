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

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepNpmPackagesExternal],
});
