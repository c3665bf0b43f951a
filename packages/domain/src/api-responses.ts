import { DECLARED_ROUTES, type DeclaredRoute } from './api/routes';
import {
  FILE_ANSWER,
  routeKey,
  type AnswerOf,
  type BodyOf,
  type QueryOf,
  type RouteKeyOf,
  type ApiMethod,
} from './api/route';

/** The declared routes that answer JSON: a file route's answer is bytes, so it is not mapped. */
type JsonRoute = Exclude<DeclaredRoute, { answer: typeof FILE_ANSWER }>;

/** The answers of the declared routes, read off their declarations. */
type DeclaredResponses = { [D in JsonRoute as RouteKeyOf<D>]: AnswerOf<D> };

/**
 * The JSON body each route the web calls answers on success, keyed `METHOD path` exactly as the
 * server mounts the path. The web's typed call and its test stubs both read it, so neither can
 * expect or fake a shape the server never sends. Routes answering files (PDF, SVG, PNG) are not
 * here: their answer is bytes.
 */
export type ApiResponses = DeclaredResponses;

/** A route the web calls: `METHOD /api/path/:param`. */
export type ApiRoute = keyof ApiResponses;

/** The body a call sends, typed by the route's schema. */
type ApiBodies = { [D in JsonRoute as RouteKeyOf<D>]: BodyOf<D> };
export type ApiBodyOf<R extends ApiRoute> = ApiBodies[R];

/** The query a call sends, typed the same way. */
type ApiQueries = { [D in JsonRoute as RouteKeyOf<D>]: QueryOf<D> };
export type ApiQueryOf<R extends ApiRoute> = ApiQueries[R];

/** The path pattern of a route, without its method. */
export type ApiPathOf<R extends ApiRoute> = R extends `${ApiMethod} ${infer Path}` ? Path : never;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : Path extends `${string}*${infer Name}`
      ? Name
      : never;

/** The named parameters of a path pattern (`:id`, and express's `*key` wildcard), as strings. */
export type PathParams<Path extends string> = { [K in ParamNames<Path>]: string };

/** The parameters a route's path needs. */
export type ApiRouteParams<R extends ApiRoute> = PathParams<ApiPathOf<R>>;

/** Every key of {@link ApiResponses} at run time (a type test keeps the two the same set). */
export const API_ROUTES: readonly ApiRoute[] = DECLARED_ROUTES.filter(
  (declaration) => declaration.answer !== FILE_ANSWER,
).map((declaration) => routeKey(declaration) as ApiRoute);
