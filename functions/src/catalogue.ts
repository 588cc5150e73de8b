import { catalogueEntries } from '@portal/core/api/catalogue';
import type { RouteAccess, RouteSpec } from '@portal/core/api/route';
import { routeTable } from './access';
import { rateLimitOf } from './auth/rateLimit';
import { isSessionCookieCredential } from './auth/refreshCookie';
import { DEFAULT_SHARED_SECONDS } from './middleware/cache';
import { NO_QUERY, validationOf } from './validate';

type RouteList = readonly { method: string; path: string; handler: unknown }[];

/** `/v1/councils/:cid{[0-9]+}` → `/v1/councils/{cid}`: the catalogue's spelling of a Hono path. */
export function catalogueName(method: string, honoPath: string): string {
  return `${method} ${honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`;
}

const sameAccess = (served: RouteAccess | undefined, named: RouteAccess): boolean => {
  if (!served || served.kind !== named.kind) return false;
  if (named.kind === 'publicRead') return (served as { sharedSeconds?: number }).sharedSeconds === (named.sharedSeconds ?? DEFAULT_SHARED_SECONDS);
  if (named.kind === 'write' || named.kind === 'signedInRead') return [...(served as { roles: readonly string[] }).roles].sort().join() === [...named.roles].sort().join();
  return true;
};

const describeAccess = (access: RouteAccess | undefined) => (access ? `${access.kind}${'roles' in access ? `(${access.roles.join(', ')})` : ''}` : 'none');

/**
 * What differs between the app's routes and the catalogue, one line each, naming the route: a route
 * the catalogue lacks, an entry no route serves, another access, or a validator that is not the
 * entry's own schema (the route must validate with the catalogue's very object), or another rate
 * limit or session-cookie credential than the entry names (the API document's 429 and security).
 */
export function catalogueProblems(routes: RouteList, entries: [string, RouteSpec][] = catalogueEntries()): string[] {
  const problems: string[] = [];
  const named = new Map(entries);
  const served = new Set<string>();
  const handlersOf = new Map<string, unknown[]>();
  for (const route of routes) {
    const name = catalogueName(route.method, route.path);
    handlersOf.set(name, [...(handlersOf.get(name) ?? []), route.handler]);
  }
  for (const { method, path, markers } of routeTable(routes)) {
    const name = catalogueName(method, path);
    served.add(name);
    const spec = named.get(name);
    if (!spec) {
      problems.push(`${name}: served, but not in the catalogue`);
      continue;
    }
    if (markers.length !== 1 || !sameAccess(markers[0], spec.access)) problems.push(`${name}: served as ${describeAccess(markers[0])}, the catalogue says ${describeAccess(spec.access)}`);
    const validations = (handlersOf.get(name) ?? []).map(validationOf).filter((v) => v !== undefined);
    const schemaOf = (target: string) => validations.find((v) => v.target === target)?.schema;
    if (spec.params && schemaOf('param') !== spec.params) problems.push(`${name}: its path is not validated with the catalogue's params`);
    if (!spec.params && schemaOf('param')) problems.push(`${name}: validates path parameters the catalogue does not name`);
    if ((spec.query ?? NO_QUERY) !== schemaOf('query')) problems.push(`${name}: its query is not validated with the catalogue's ${spec.query ? 'query' : 'no-query'} schema`);
    const body = spec.body === undefined ? undefined : 'multipart' in spec.body ? spec.body.multipart : spec.body;
    const sentBody = schemaOf('json') ?? schemaOf('form');
    if (body !== sentBody) problems.push(`${name}: its body is not validated with the catalogue's body`);
    const limit = (handlersOf.get(name) ?? []).map(rateLimitOf).find((group) => group !== undefined);
    if (limit !== spec.rateLimit) problems.push(`${name}: served with rate limit ${limit ?? 'none'}, the catalogue says ${spec.rateLimit ?? 'none'}`);
    // The cookie middleware is mounted with `use` on the path (method ALL); it counts for the routes that need a session.
    const cookie = (handlersOf.get(catalogueName('ALL', path)) ?? []).some(isSessionCookieCredential) && markers[0]?.kind !== 'publicRead' && markers[0]?.kind !== 'anonymous';
    if (cookie !== (spec.sessionCookie === true)) problems.push(`${name}: ${cookie ? 'takes' : 'does not take'} the session cookie, the catalogue says ${spec.sessionCookie ? 'it does' : 'it does not'}`);
  }
  for (const name of named.keys()) if (!served.has(name)) problems.push(`${name}: in the catalogue, but no route serves it`);
  return problems;
}
