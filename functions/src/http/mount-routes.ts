import type {
  AnswerOf,
  ParsedBodyOf,
  ParsedQueryOf,
  PathParams,
  RouteDeclaration,
  RouteGroup,
  UploadFieldsOf,
} from '@inkforge/domain';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { authOf } from './auth-context';
import { callerPresence } from './caller-presence';
import { parseMultipart, type UploadedFile } from './multipart';
import { parseBody } from './parse-body';
import { limit, spends } from './rate-limit';

/** The guards a declaration's `access` picks from. */
export interface RouteGuards {
  requireAuth: RequestHandler;
  optionalAuth: RequestHandler;
  /** The app's clock, for a caller's deadline (`gone`); the wall clock unless given. */
  clock?: () => Date;
  /** Runs after the `spends` marker on every route that spends credits (the desk has no AI). */
  beforeSpend?: RequestHandler;
}

/** What a handler is given: the caller and the parsed input, never the raw body. */
interface RouteCall<D extends RouteDeclaration> {
  /** The verified caller's uid (only from an ID token); undefined signed out. */
  uid: D['access'] extends 'artist' ? string : string | undefined;
  params: PathParams<D['path']>;
  body: ParsedBodyOf<D>;
  query: ParsedQueryOf<D>;
  /** The upload's file (validated by the operation, never by its claimed type) and fields. */
  upload: D extends { upload: { readByHandler: true } }
    ? undefined
    : D extends { upload: object }
      ? { file: UploadedFile | undefined; fields: UploadFieldsOf<D> }
      : undefined;
  /**
   * Whether the caller is gone (see caller-presence), watched from the call's arrival, before
   * an upload is read: a paid tool's result made after that reaches nobody.
   */
  gone: () => boolean;
  req: Request;
  /** For headers (and a `by-handler` status) only; a JSON route answers by returning. */
  res: Response;
}

/** A JSON route returns its answer; a file route sends its bytes itself and returns nothing. */
type RouteHandler<D extends RouteDeclaration> = (
  call: RouteCall<D>,
) => Promise<D['answer'] extends 'file' ? void : AnswerOf<D>>;

/** One handler for each declaration of a group, by the same names (a missing one fails to build). */
export type RouteHandlers<G extends RouteGroup> = { [K in keyof G]: RouteHandler<G[K]> };

/** `/api/gallery/:id` → `/gallery/:id`: areas are mounted on the `/api` router. */
const underApi = (path: string) => path.slice('/api'.length);

function guardsOf(declaration: RouteDeclaration, guards: RouteGuards): RequestHandler[] {
  const { access, limit: budget, spends: actions } = declaration;
  const chain: RequestHandler[] = [];
  // An address budget goes first (it needs no caller); an artist's after the token check.
  if (budget?.per === 'address') chain.push(limit(budget.rule, budget.per, budget.within));
  if (access === 'artist') chain.push(guards.requireAuth);
  if (access === 'optional') chain.push(guards.optionalAuth);
  if (budget?.per === 'artist') chain.push(limit(budget.rule, budget.per, budget.within));
  if (actions?.length) chain.push(spends(...actions));
  if (actions?.length && guards.beforeSpend) chain.push(guards.beforeSpend);
  return chain;
}

async function callOf(
  declaration: RouteDeclaration,
  req: Request,
  res: Response,
  gone: () => boolean,
) {
  // An upload the handler reads itself (several files, refusals of its own) is left to it.
  const upload =
    declaration.upload && !declaration.upload.readByHandler
      ? await parseMultipart(req, { fileField: declaration.upload.file }).then(
          ({ file, fields }) => ({
            file,
            fields: declaration.upload?.fields
              ? parseBody(declaration.upload.fields, fields)
              : fields,
          }),
        )
      : undefined;
  return {
    uid: res.locals.auth ? authOf(res).uid : undefined,
    params: req.params,
    body: declaration.bodyParsedByOperation
      ? (req.body as unknown)
      : declaration.body
        ? parseBody(declaration.body, req.body)
        : undefined,
    query: declaration.query ? parseBody(declaration.query, req.query) : undefined,
    upload,
    gone,
    req,
    res,
  };
}

/**
 * Mounts an area's declared routes with their handlers, in declaration order: the access
 * guard, the budget and the spend marker come from the declaration, then the body and query
 * are parsed by its schemas, and the handler's answer is sent with the declared status.
 * The group alone fixes the types (NoInfer): a handler's `{ success: true }` stays literal.
 */
export function mountRoutes<G extends RouteGroup>(
  declarations: G,
  handlers: NoInfer<RouteHandlers<G>>,
  guards: RouteGuards,
  router: Router = Router(),
): Router {
  for (const [name, declaration] of Object.entries(declarations)) {
    const handler = handlers[name] as (call: unknown) => Promise<unknown>;
    const method = declaration.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const answer: RequestHandler = async (req, res) => {
      const { gone } = callerPresence(res, guards.clock);
      if (declaration.cache) res.set('Cache-Control', declaration.cache);
      const result = await handler(await callOf(declaration, req, res, gone));
      // A JSON route that answered another representation the caller asked for (a report as
      // CSV by `Accept`) has sent it already.
      if (declaration.answer === 'file' || res.headersSent) return;
      // A declared status wins; without one (or 'by-handler'), a status the handler set stays
      // (an answer that is sometimes a job to poll, 202, and sometimes the result, 200).
      const status = declaration.status === 'by-handler' ? undefined : declaration.status;
      res.status(status ?? res.statusCode).json(result);
    };
    router[method](underApi(declaration.path), ...guardsOf(declaration, guards), answer);
  }
  return router;
}
