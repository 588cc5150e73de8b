import { useCallback, useEffect } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import { callApi } from './client';
import { type AnswerOf, type ApiKey, inKeyGroup, type KeyGroup } from './keys';
import type { ApiError } from './readEnvelope';
import { heldPage, spendHeld } from '../snapshotData';

/** SWR's fetcher: the key is the request path, and its type names the answer. */
export function fetchAnswer<K extends ApiKey>(key: K): Promise<AnswerOf<K>> {
  return callApi(key);
}

/**
 * One read of the API; its data type follows from the key (null: do not ask yet). On a page that
 * holds the answer (a snapshot: snapshotData.ts), that answer is the start, and the first mount asks nothing.
 */
export function useApi<K extends ApiKey>(key: K | null, options?: SWRConfiguration<AnswerOf<K>, ApiError>) {
  const held = heldPage?.get(key as string);
  // Only the first mount of a held read trusts it (the HTML is as new as the data); a later one, coming back, asks again.
  // Spent when a mount commits: a render thrown away while a chunk loads (a Korean page's messages) is no mount.
  useEffect(() => {
    spendHeld(key);
  }, [key]);
  return useSWR(key, fetchAnswer<K>, held ? { ...options, fallbackData: held.answer as AnswerOf<K>, revalidateOnMount: !held.fresh } : options);
}

/** After a write: asks again for every cached read of the groups it names. */
export function useInvalidate(): (...groups: KeyGroup[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((...groups: KeyGroup[]) => mutate((key) => groups.some((group) => inKeyGroup(group, key))), [mutate]);
}
