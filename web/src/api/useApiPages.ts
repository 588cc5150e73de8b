import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import type { AnswerOf, ApiKey } from './keys';
import type { ApiError } from './readEnvelope';
import { fetchAnswer } from './useApi';

/**
 * Pages read one after another (Load more): the first page's key, then each next key from the page
 * before (null: the end). A module of its own, so only the pages that load more carry swr/infinite.
 */
export function useApiPages<K extends ApiKey>(first: K | null, next: (previous: AnswerOf<K>) => K | null, options?: SWRInfiniteConfiguration<AnswerOf<K>, ApiError>) {
  const keyOf = (index: number, previous: AnswerOf<K> | null) => (index === 0 ? first : previous ? next(previous) : null);
  return useSWRInfinite(keyOf, fetchAnswer<K>, options);
}
