import { useEffect } from 'react';
import type { Middleware, SWRConfiguration } from 'swr';
import { apiKeys } from './api/keys';

/**
 * A page rendered with its data (a snapshot, written when the data changed: snapshots/) carries the
 * API answers it was rendered from in `<script type="application/json" id="page-data">`: JSON, not a
 * script the CSP would have to allow. main.tsx hands them to SWR as its fallback, so hydration
 * renders what the HTML shows and does not ask for it again.
 */
export const PAGE_DATA_ID = 'page-data';

/** API answers by SWR key (the request path), as the API's envelope holds them in `result`. */
export type PageData = Record<string, unknown>;

/** The reads each page with a snapshot renders from: the same keys its hooks ask for. */
export const snapshotKeys = {
  agenda: (agendaNumber: number) => [apiKeys.proposal(agendaNumber)] as string[],
  council: () => [apiKeys.councilList()] as string[],
};

/** The page's embedded answers, or null when it carries none (or they do not parse). */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as PageData) : null;
  } catch {
    return null;
  }
}

/**
 * SWR's configuration for a page rendered with `data`: the answers as fallback, and no request on
 * the first mount of their hooks (the HTML is as new as the data; focus and later mounts still ask).
 */
export function pageDataConfig(data: PageData): SWRConfiguration {
  const fresh = new Set(Object.keys(data));
  const firstMountTrusts: Middleware = (useSWRNext) =>
    function useFirstMountTrusted(key, fetcher, config) {
      const trusted = typeof key === 'string' && fresh.has(key);
      // Once mounted, the key is trusted no more: a later mount (coming back to the page) asks again.
      useEffect(() => {
        if (trusted) fresh.delete(key);
      }, [trusted, key]);
      return useSWRNext(key, fetcher, trusted ? { ...config, revalidateOnMount: false } : config);
    };
  return { fallback: data, use: [firstMountTrusts] };
}
