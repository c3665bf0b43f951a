import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// Every Mantine component with styles ships a CSS-module map (Button.module.mjs) and a
// stylesheet of the same name (@mantine/core/styles/Button.css).
const COMPONENT_STYLES = /@mantine\/core\/esm\/.*\/([^/]+)\.module\.mjs$/;
const IMPORTED_STYLES = /@mantine\/core\/styles\/([\w-]+)\.css/g;

/**
 * Stops a build in which a Mantine component (or one it is built from) is bundled but its
 * stylesheet is not imported by `stylesModule`: that component would render unstyled.
 */
export function mantineStylesCheck(stylesModule: string): Plugin {
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
