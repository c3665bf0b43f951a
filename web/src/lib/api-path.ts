import type { ApiMethod, ApiRoute, ApiRouteParams, PathParams } from '@inkforge/domain';

/**
 * Routes that answer a file (a PDF, an SVG, a PNG): bytes, not a shape, so they are not in the
 * domain's map of answers. Named here so a query of one is keyed like any other.
 */
export type FileRoute =
  | 'POST /api/stencil/healed'
  | 'POST /api/stencil/print'
  | 'POST /api/stencil/svg'
  | 'GET /api/appointments/:id/intake.pdf'
  | 'GET /api/appointments/:id/flash-stencil.pdf'
  | 'GET /api/appointments/:id/evidence.pdf'
  | 'GET /api/client-projects/:id/evidence.pdf'
  | 'GET /api/intake/:token/signed.pdf';

type AnyRoute = ApiRoute | FileRoute;
type ParamsOf<R extends AnyRoute> = R extends ApiRoute
  ? ApiRouteParams<R>
  : PathParams<R extends `${ApiMethod} ${infer Path}` ? Path : never>;

/** A route's parameters when its path names any, else nothing: `[params]` or `[]`. */
export type ParamsArg<R extends AnyRoute> =
  keyof ParamsOf<R> extends never ? [] : [params: ParamsOf<R>];

/** The method and path pattern of a route key (`'GET /api/clients/:id'`). */
export function splitRoute(route: AnyRoute): [ApiMethod, string] {
  const [method, pattern] = route.split(' ') as [ApiMethod, string];
  return [method, pattern];
}

/** Whether the route's path names parameters (`:id`, `*key`). */
export const hasParams = (route: AnyRoute): boolean => /[:*]/.test(splitRoute(route)[1]);

/** The route's path with each `:name` (and express's `*name`) filled in, URI-encoded. */
export function apiPath<R extends AnyRoute>(route: R, params?: ParamsOf<R>): string {
  const values = (params ?? {}) as Record<string, string>;
  return splitRoute(route)[1].replace(/[:*]([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}
