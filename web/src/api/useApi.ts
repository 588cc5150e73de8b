import { useCallback } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import { apiFetch } from './client';
import { type AnswerOf, type ApiKey, inKeyGroup, type KeyGroup } from './keys';
import type { ApiError } from './readEnvelope';

/** SWR's fetcher: the key is the request path, and its type names the answer. */
function fetchAnswer<K extends ApiKey>(key: K): Promise<AnswerOf<K>> {
  return apiFetch(key);
}

/** One read of the API; its data type follows from the key (null: do not ask yet). */
export function useApi<K extends ApiKey>(key: K | null, options?: SWRConfiguration<AnswerOf<K>, ApiError>) {
  return useSWR(key, fetchAnswer<K>, options);
}

/** Pages read one after another (Load more): the first page's key, then each next key from the page before (null: the end). */
export function useApiPages<K extends ApiKey>(first: K | null, next: (previous: AnswerOf<K>) => K | null, options?: SWRInfiniteConfiguration<AnswerOf<K>, ApiError>) {
  const keyOf = (index: number, previous: AnswerOf<K> | null) => (index === 0 ? first : previous ? next(previous) : null);
  return useSWRInfinite(keyOf, fetchAnswer<K>, options);
}

/** After a write: asks again for every cached read of the groups it names. */
export function useInvalidate(): (...groups: KeyGroup[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((...groups: KeyGroup[]) => mutate((key) => groups.some((group) => inKeyGroup(group, key))), [mutate]);
}
