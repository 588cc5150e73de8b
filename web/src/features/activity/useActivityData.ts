import type { RankPeriod } from '@portal/core/entities/activity';
import { useApi } from '../../api/useApi';
import { apiKeys } from '../../api/keys';
import { ALL_COUNCILS } from '../../shared/pageUrls';
import { FEED_PAGE_SIZE } from './activityText';

/** The selector strip of the activity pages (order=act). */
export function useActivityStrip() {
  const { data } = useApi(apiKeys.councilStrip('act'));
  return data ?? [];
}

/** One feed page: all councils (cid -1) or one council's; the previous page stays while the next loads. */
export function useActivityFeed(councilId: number, page: number) {
  const key = councilId === ALL_COUNCILS ? apiKeys.activities(page, FEED_PAGE_SIZE) : apiKeys.councilActivities(councilId, page, FEED_PAGE_SIZE);
  const { data, error, isLoading } = useApi(key, { keepPreviousData: true });
  return { items: data?.items ?? [], total: data?.total ?? 0, loading: isLoading && !data && !error };
}

export function useActivity(id: number | null) {
  const { data, error, isLoading } = useApi(id === null ? null : apiKeys.activity(id));
  return { activity: data ?? null, error: error as Error | undefined, loading: id !== null && isLoading && !data && !error };
}

/** Both rankings of a period; failures read as empty (spec §8: "Coming soon...!"). */
export function useActivityRank(days: RankPeriod) {
  const count = useApi(apiKeys.activityTxCount(days), { keepPreviousData: true });
  const fee = useApi(apiKeys.activityTxFee(days), { keepPreviousData: true });
  return {
    txCount: count.data ?? [],
    txFee: fee.data ?? [],
    loading: (count.isLoading && !count.data && !count.error) || (fee.isLoading && !fee.data && !fee.error),
  };
}
