import { useApi } from '../../api/useApi';
import { useApiPages } from '../../api/useApiPages';
import { apiKeys } from '../../api/keys';
import { findDetailCouncil } from './detailTarget';

/** GET /v1/page/councils/main; a failure reads as an empty list (spec §8). */
export function useCouncilsPage() {
  const { data, error, isLoading } = useApi(apiKeys.councilsPage(), { keepPreviousData: true });
  return { councils: data?.councils ?? [], categories: data?.categories ?? [], loading: isLoading && !data && !error };
}

export function useCouncilHistory() {
  const { data, error, isLoading } = useApi(apiKeys.councilHistory());
  return { history: data ?? {}, loading: isLoading && !data && !error };
}

/**
 * A council by numeric id, or by any of its contract addresses, found in the public council list;
 * `notFound` once the list has loaded without it (or the URL names no council).
 */
export function useCouncil(target: { id: number } | { addr: string } | null) {
  const { data, error, isLoading } = useApi(target ? apiKeys.councilList() : null);
  const council = data ? findDetailCouncil(data, target) : null;
  return { council, notFound: !target || (data !== undefined && council === null), loading: target !== null && isLoading && !data && !error };
}

/** A contract's transactions, newest first; `loadMore` adds the next page (10). */
export function useContractTransactions(address: string | null) {
  const { data, error, isLoading, isValidating, size, setSize } = useApiPages(address ? apiKeys.transactions(address) : null, (previous) =>
    address && previous.next ? apiKeys.transactions(address, previous.next) : null,
  );
  const pages = data ?? [];
  return {
    transactions: pages.flatMap((page) => page.items),
    hasMore: pages.at(-1)?.next != null,
    loading: isLoading && !data && !error,
    loadingMore: isValidating && size > pages.length,
    loadMore: () => void setSize(size + 1),
  };
}
