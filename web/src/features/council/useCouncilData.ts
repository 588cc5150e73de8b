import { useApi } from '../../api/useApi';
import { useApiPages } from '../../api/useApiPages';
import { apiKeys } from '../../api/keys';

/** GET /v1/page/councils/main; a failure reads as an empty list (spec §8). */
export function useCouncilsPage() {
  const { data, error, isLoading } = useApi(apiKeys.councilsPage(), { keepPreviousData: true });
  return { councils: data?.councils ?? [], categories: data?.categories ?? [], loading: isLoading && !data && !error };
}

export function useCouncilHistory() {
  const { data, error, isLoading } = useApi(apiKeys.councilHistory());
  return { history: data ?? {}, loading: isLoading && !data && !error };
}

/** A council by numeric id, or by any of its contract addresses. */
export function useCouncil(target: { id: number } | { addr: string } | null) {
  const key = !target ? null : 'id' in target ? apiKeys.council(target.id) : apiKeys.councilByAddress(target.addr);
  const { data, error, isLoading } = useApi(key);
  return { council: data ?? null, error: error as Error | undefined, loading: key !== null && isLoading && !data && !error };
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
