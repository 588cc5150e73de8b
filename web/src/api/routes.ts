import type { input, output, ZodType } from 'zod';
import type { catalogue } from '@portal/core/api/catalogue';
import type { MultipartBody } from '@portal/core/api/route';

/**
 * The web's view of the API catalogue (core/src/api/catalogue.ts), in types only: a route's name is
 * its method and path, so the request is built from the name itself and neither zod nor a schema
 * reaches the bundle.
 */
type Catalogue = typeof catalogue;
export type RouteOf = keyof Catalogue;

/** The catalogue's reads that answer the JSON envelope (the files are downloads, not reads). */
export type ReadRoute = { [K in RouteOf]: K extends `GET ${string}` ? (Catalogue[K]['answer'] extends ZodType ? K : never) : never }[RouteOf];
/** Every route that changes something (or signs in): what the write helper sends. */
export type WriteRoute = Exclude<RouteOf, `GET ${string}`>;

type PathNames<P> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathNames<Rest> : never;
/** The path's parameters, by the names the catalogue's path gives them. */
export type ParamsOf<K extends RouteOf> = { [N in PathNames<K>]: string | number };

type QueryValue = string | number | boolean | undefined;
/** The query parameters the route takes (values are sent as text; the server checks them). */
export type QueryOf<K extends RouteOf> = Catalogue[K] extends { query: ZodType } ? { [N in keyof input<Catalogue[K]['query']>]?: QueryValue } : Record<never, never>;

/** A JSON body is the schema's input; a multipart one is the form the page built. */
export type BodyOf<K extends RouteOf> = Catalogue[K] extends { body: infer B } ? (B extends MultipartBody ? FormData : B extends ZodType ? input<B> : never) : undefined;

/** What the envelope's `result` holds for this route. */
export type AnswerOfRoute<K extends RouteOf> = Catalogue[K]['answer'] extends ZodType ? output<Catalogue[K]['answer']> : never;

/** The request path of a route: its parameters filled in and encoded, its query in the catalogue's order of the object. */
export function pathOf<K extends RouteOf>(route: K, params?: ParamsOf<K>, query?: QueryOf<K>): string {
  const template = route.slice(route.indexOf(' ') + 1);
  const values = (params ?? {}) as Record<string, string | number>;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export function methodOf(route: RouteOf): string {
  return route.slice(0, route.indexOf(' '));
}
