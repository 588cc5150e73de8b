import { useMemo } from 'react';
import { useApi } from '../../api/useApi';
import { apiKeys } from '../../api/keys';
import { toHomeData, type HomeData } from './homeData';

export interface MainPageState {
  data: HomeData;
  /** True until the first answer (or failure): the counters wait for it before counting. */
  loading: boolean;
}

/** GET /v1/page/main; the previous answer is kept while refetching, and a failure shows the defaults. */
export function useMainPage(): MainPageState {
  const { data, error, isLoading } = useApi(apiKeys.mainPage(), { keepPreviousData: true });
  const homeData = useMemo(() => toHomeData(data), [data]);
  return { data: homeData, loading: isLoading && !data && !error };
}
