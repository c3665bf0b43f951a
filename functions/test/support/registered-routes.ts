import { RATE_LIMITS } from '@inkforge/domain';
import type { Express } from 'express';
import { createApp, type AppDeps } from '../../src/app';

/** What express 5's router keeps of each `use`/`route` call (the parts read here). */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: Layer[] };
  handle?: { stack?: Layer[] };
}

/** One route the app answers: `METHOD /path`, and the handlers declared for it, in order. */
export interface RegisteredRoute {
  route: string;
  handlers: unknown[];
}

/** Every route of the app with its handlers, walked from express's own router stack. */
export function registeredRouteHandlers(app: Express): RegisteredRoute[] {
  const root = (app as unknown as { router: { stack: Layer[] } }).router;
  const found: RegisteredRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = ([] as unknown[]).concat(layer.route.path);
        const handlers = layer.route.stack.map((step) => step.handle);
        for (const method of Object.keys(layer.route.methods)) {
          for (const path of paths) {
            found.push({ route: `${method.toUpperCase()} ${prefix}${String(path)}`, handlers });
          }
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

/** `METHOD /path` of every route the app answers. */
export function registeredRoutes(app: Express): string[] {
  return registeredRouteHandlers(app).map(({ route }) => route);
}

// Building the app only declares its routes, so its handles can be stand-ins that answer
// anything: no call is made through them.
const anything: never = new Proxy(() => anything, {
  get: (_target, key) => (typeof key === 'symbol' || key === 'then' ? undefined : anything),
}) as never;

/** The whole app built on stand-in handles: for reading what it declares, never for calls. */
export function declaredApp(): Express {
  const handles: Required<AppDeps> = {
    db: anything,
    accounts: anything,
    identity: anything,
    clock: anything,
    logger: anything,
    appOrigin: 'http://127.0.0.1:5000',
    rateLimits: RATE_LIMITS,
    objects: anything,
    ai: anything,
    jobQueue: anything,
    chatModel: null,
    cancelSubscription: anything,
    payments: anything,
    imageOps: anything,
    imageUrlPolicy: anything,
    mail: anything,
    mailEventsKey: '',
    texts: anything,
    push: anything,
    onInboundText: anything,
    onTextStatus: anything,
  };
  return createApp(handles);
}
