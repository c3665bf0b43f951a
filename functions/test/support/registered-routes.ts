import type { Express } from 'express';

/** What express 5's router keeps of each `use`/`route` call (the parts read here). */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `METHOD /path` of every route the app answers, walked from express's own router stack. */
export function registeredRoutes(app: Express): string[] {
  const root = (app as unknown as { router: { stack: Layer[] } }).router;
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = ([] as unknown[]).concat(layer.route.path);
        for (const method of Object.keys(layer.route.methods)) {
          for (const path of paths) found.push(`${method.toUpperCase()} ${prefix}${String(path)}`);
        }
      } else if (layer.handle?.stack) {
        const mount =
          typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk(root.stack, '');
  return found;
}
