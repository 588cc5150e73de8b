import type * as z from 'zod';
import type { Role } from '../entities/account';

/** Who may call a route; the server's access markers (functions/src/access.ts) are made from it. */
export type RouteAccess =
  /** The same answer for everybody, kept by the CDN `sharedSeconds` (the API's default when absent). */
  | { kind: 'publicRead'; sharedSeconds?: number }
  /** Open to anyone, answered per request and never cached: the steps of signing in. */
  | { kind: 'anonymous' }
  | { kind: 'signedInRead'; roles: readonly Role[] }
  | { kind: 'write'; roles: readonly Role[] }
  /** A session acting on itself (ending it). */
  | { kind: 'ownSession' };

export const publicRead = (sharedSeconds?: number): RouteAccess => (sharedSeconds === undefined ? { kind: 'publicRead' } : { kind: 'publicRead', sharedSeconds });
export const anonymous = (): RouteAccess => ({ kind: 'anonymous' });
export const signedInRead = (...roles: Role[]): RouteAccess => ({ kind: 'signedInRead', roles });
export const write = (...roles: Role[]): RouteAccess => ({ kind: 'write', roles });
export const ownSession = (): RouteAccess => ({ kind: 'ownSession' });

/** The groups of the API reference (the OpenAPI document's tags). */
export const API_TAGS = ['Site', 'Councils', 'Activities', 'Proposals', 'Status', 'Treasury', 'Session', 'Accounts', 'Agenda drafts', 'Editors'] as const;
export type ApiTag = (typeof API_TAGS)[number];

/**
 * An answer that is a file, not the JSON envelope (CSV, Atom, iCalendar, a JSON download): its content
 * type, what it holds and, for JSON, the zod schema of the whole body.
 */
export type FileAnswer = { contentType: string; description: string; schema?: z.ZodType };

/** A body sent as multipart form data: the schema of its text fields, and what its files are. */
export type MultipartBody = { multipart: z.ZodType; files: string };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route's name in the catalogue: its method and its path, `{name}` for a path parameter. */
export type RouteName = `${HttpMethod} /v1/${string}`;

/**
 * One route of the API, named once. The server's route validates with these very schemas and is
 * marked with this access (functions/src/catalogue.test.ts compares the two, route by route); the
 * OpenAPI document, the web's reads and writes and the contract test are derived from it.
 */
export type RouteSpec = {
  access: RouteAccess;
  tag: ApiTag;
  summary: string;
  /** The path's parameters, as the route validates them (absent: the path has none). */
  params?: z.ZodType;
  /** The query, as the route validates it (absent: the route refuses any query parameter). */
  query?: z.ZodType;
  /** The JSON body or the multipart form the route validates (absent: no body). */
  body?: z.ZodType | MultipartBody;
  /** The zod schema of the envelope's `result`, or the file the route answers. */
  answer: z.ZodType | FileAnswer;
  /** Whether the route takes the version it edits in `If-Match` (a 412/409 when it moved on). */
  ifMatch?: true;
  /** A request the reference shows as `curl` and the contract test makes (reads only). */
  example?: string;
  /**
   * The rate limit guarding the route (a 429 beyond it): 'auth' the steps of signing in, 'session'
   * restoring, refreshing and ending a session (functions/src/auth/rateLimit.ts).
   */
  rateLimit?: 'auth' | 'session';
  /** Also authenticated by the HttpOnly session cookie, when no Bearer header is sent (restore, refresh, logout). */
  sessionCookie?: true;
};

/** Keeps each entry's own types (for the web's derived keys) while checking it is a RouteSpec. */
export const defineRoutes = <const T extends Record<RouteName, RouteSpec>>(routes: T): T => routes;
