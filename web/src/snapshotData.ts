import { createContext, useContext, useEffect } from 'react';

/**
 * A page rendered with its data (a snapshot, written when the data changed: snapshots/) carries the
 * API answers it was rendered from in `<script type="application/json" id="page-data">`: JSON, not a
 * script the CSP would have to allow. main.tsx hands them to the app, and each read (api/useApi.ts)
 * starts from the answer the page holds for it, so hydration renders what the HTML shows and does
 * not ask for it again. Nothing here loads SWR: the entry chunk stays as small as before.
 */
export const PAGE_DATA_ID = 'page-data';

/** API answers by SWR key (the request path), as the API's envelope holds them in `result`. */
export type PageData = Record<string, unknown>;

type PageDataStore = { answers: PageData; fresh: Set<string> };
const PageDataContext = createContext<PageDataStore | null>(null);
export const PageDataProvider = PageDataContext.Provider;

/** The page's answers, each trusted for its first mount only. */
export function pageDataStore(answers: PageData): PageDataStore {
  return { answers, fresh: new Set(Object.keys(answers)) };
}

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
 * What the page holds for a read: its answer, and whether this mount may skip asking for it (the
 * first mount: the HTML is as new as the data; a later mount, coming back to the page, asks again).
 */
export function usePageAnswer(key: string | null): { answer: unknown; trusted: boolean } | null {
  const store = useContext(PageDataContext);
  const held = key !== null && store !== null && Object.hasOwn(store.answers, key);
  const trusted = held && store.fresh.has(key);
  useEffect(() => {
    if (trusted) store!.fresh.delete(key!);
  }, [trusted, key, store]);
  return held ? { answer: store.answers[key], trusted } : null;
}
