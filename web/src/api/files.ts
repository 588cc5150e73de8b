import useSWR, { type SWRConfiguration } from 'swr';
import type { catalogue } from '@portal/core/api/catalogue';
import type { FileAnswer } from '@portal/core/api/route';
import { fetchFile } from './client';
import type { ApiError } from './readEnvelope';
import { type ParamsOf, pathOf, type QueryOf, type RouteOf } from './routes';

type Catalogue = typeof catalogue;

/** The catalogue's reads that answer a file (a CSV, the API document) rather than the envelope. */
export type FileRoute = { [K in RouteOf]: K extends `GET ${string}` ? (Catalogue[K]['answer'] extends FileAnswer ? K : never) : never }[RouteOf];

/** The path of a file answer, for a download link. */
export function filePath<K extends FileRoute>(route: K, params?: ParamsOf<K>, query?: QueryOf<K>): string {
  return pathOf(route, params, query);
}

/** Asks for a file answer: its response (body and headers), or ApiError with the status. */
export function fetchFileAnswer<K extends FileRoute>(route: K, params?: ParamsOf<K>, query?: QueryOf<K>, accept?: string): Promise<Response> {
  return fetchFile(pathOf(route, params, query), accept);
}

/**
 * One read of a file answer, kept by SWR as `useApi` keeps the envelope's; `read` turns the response
 * into the page's data (parsing the JSON of a document, say).
 */
export function useFileAnswer<K extends FileRoute, T>(route: K, read: (response: Response) => Promise<T>, options?: SWRConfiguration<T, ApiError> & { accept?: string }) {
  const { accept, ...swr } = options ?? {};
  return useSWR(pathOf(route), async (path: string) => read(await fetchFile(path, accept)), swr);
}
