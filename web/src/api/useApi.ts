import { useCallback } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import { callApi } from './client';
import { type AnswerOf, type ApiKey, inKeyGroup, type KeyGroup } from './keys';
import type { ApiError } from './readEnvelope';

/** SWR's fetcher: the key is the request path, and its type names the answer. */
export function fetchAnswer<K extends ApiKey>(key: K): Promise<AnswerOf<K>> {
  return callApi(key);
}

/** One read of the API; its data type follows from the key (null: do not ask yet). */
export function useApi<K extends ApiKey>(key: K | null, options?: SWRConfiguration<AnswerOf<K>, ApiError>) {
  return useSWR(key, fetchAnswer<K>, options);
}

/** After a write: asks again for every cached read of the groups it names. */
export function useInvalidate(): (...groups: KeyGroup[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((...groups: KeyGroup[]) => mutate((key) => groups.some((group) => inKeyGroup(group, key))), [mutate]);
}
