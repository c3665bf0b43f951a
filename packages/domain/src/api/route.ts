import type { z } from 'zod';
import type { CreditAction } from '../billing/credit-costs';
import type { RateLimitName } from '../rate-limits';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone (a client's link, the booking page), a verified artist, or
 * either (logout works signed out). Roles for studios add values here.
 */
export type RouteAccess = 'public' | 'artist' | 'optional';

/** A route's budget: per verified artist, or per address (optionally per path parameter too). */
export interface RouteLimit {
  rule: RateLimitName;
  per: 'artist' | 'address';
  /** A budget per address and per this path parameter (one artist's booking page). */
  within?: string;
}

declare const answerType: unique symbol;

/** The JSON a route answers with, carried by its declaration as a type only. */
export interface Answer<T> {
  readonly [answerType]?: T;
}

/** Names a route's answer type: `answer: answer<GalleryPage>()`. */
export function answer<T>(): Answer<T> {
  return {};
}

/** A route that answers bytes (a PDF, an SVG, a calendar feed), not JSON. */
export const FILE_ANSWER = 'file';

/**
 * Everything about one route, written once in the area that owns it: the server mounts it
 * from this (guard, limit, parsing, status), the web's `apiCall` is typed by it for both
 * the body and the answer, and the contract tests read their rows off it.
 */
export interface RouteDeclaration {
  method: ApiMethod;
  path: `/api/${string}`;
  access: RouteAccess;
  /** The JSON body, parsed before the handler runs (its refusals carry their codes). */
  body?: z.ZodType;
  /**
   * The body's rules depend on the caller (a profile's address is checked for an e-mail
   * account, not for a Google one): `body` types it and names its fields, and the operation
   * parses it itself, so the handler receives it unparsed.
   */
  bodyParsedByOperation?: true;
  /** The query string, parsed before the handler runs. */
  query?: z.ZodType;
  /**
   * A multipart body: the file's field, and the schema of the text fields beside it.
   * `readByHandler`: the handler reads the body itself (JSON, or multipart with several files
   * and refusals of its own); the declaration still types the web's FormData and the fields.
   */
  upload?: { file: string; fields?: z.ZodType; readByHandler?: true };
  answer: Answer<unknown> | typeof FILE_ANSWER;
  /**
   * The success status; 200 unless said. `by-handler`: it depends on the answer (drawn at once
   * or queued), and the handler sets it with `res.status`.
   */
  status?: 200 | 201 | 202 | 'by-handler';
  /** `Cache-Control` of a success (answers with signed URLs or private data say `no-store`). */
  cache?: string;
  limit?: RouteLimit;
  /** The credit actions the route may charge (each needs a per-artist limit). */
  spends?: readonly CreditAction[];
}

/** Declares a route; the `const` keeps its method and path literal for the types below. */
export function route<const D extends RouteDeclaration>(declaration: D): D {
  return declaration;
}

/** A group of routes an area declares, by the names its handlers use. */
export type RouteGroup = Record<string, RouteDeclaration>;

/** `METHOD /api/path` of a declaration. */
export type RouteKeyOf<D extends RouteDeclaration> = `${D['method']} ${D['path']}`;

export function routeKey<D extends RouteDeclaration>(declaration: D): RouteKeyOf<D> {
  return `${declaration.method} ${declaration.path}` as RouteKeyOf<D>;
}

/**
 * Stand-ins for what the platform names (the domain knows no DOM): a multipart body is a
 * FormData on the web, a file answer a Blob.
 */
export interface MultipartBody {
  readonly multipart: true;
}
export interface FileBody {
  readonly file: true;
}

/** The JSON a route answers, or the bytes of a file route. */
export type AnswerOf<D extends RouteDeclaration> =
  D['answer'] extends Answer<infer T> ? T : FileBody;

/** What a caller sends: the schema's input, a multipart body for uploads, nothing otherwise. */
export type BodyOf<D extends RouteDeclaration> = D extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : D extends { upload: object }
    ? MultipartBody
    : undefined;

/** What the handler receives once the body was parsed (raw when its operation parses it). */
export type ParsedBodyOf<D extends RouteDeclaration> = D extends { bodyParsedByOperation: true }
  ? unknown
  : D extends { body: infer S extends z.ZodType }
    ? z.output<S>
    : undefined;

/** The query a caller sends, and what the handler receives. */
export type QueryOf<D extends RouteDeclaration> = D extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
export type ParsedQueryOf<D extends RouteDeclaration> = D extends {
  query: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** The upload's text fields, parsed. */
export type UploadFieldsOf<D extends RouteDeclaration> = D extends {
  upload: { fields: infer S extends z.ZodType };
}
  ? z.output<S>
  : Record<string, string>;

/** Every declaration of some groups, as one union. */
export type DeclarationsOf<G extends Record<string, RouteGroup>> = {
  [A in keyof G]: G[A][keyof G[A]];
}[keyof G];

/** The declarations of some groups, as a flat list (for the server and the tests). */
export function declarationsOf(groups: Record<string, RouteGroup>): RouteDeclaration[] {
  return Object.values(groups).flatMap((group) => Object.values(group));
}
