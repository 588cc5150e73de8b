/**
 * A page rendered with its data (a snapshot, written when the data changed: snapshots/) carries the
 * API answers it was rendered from in `<script type="application/json" id="page-data">`: JSON, not a
 * script the CSP would have to allow. main.tsx holds them before the first render (the server's
 * render module does the same for the page it renders), and each read (api/useApi.ts) starts from
 * the answer the page holds for it, so hydration renders what the HTML shows without asking again.
 * Kept out of React's tree and small: it is part of the entry chunk.
 */
export const PAGE_DATA_ID = 'page-data';

/** API answers by SWR key (the request path), as the API's envelope holds them in `result`. */
export type PageData = Record<string, unknown>;

/** The page's answers by key; `fresh` until the read's first mount, which alone trusts it. */
export let heldPage: Map<string, { answer: unknown; fresh: boolean }> | null = null;

/** Holds the answers the page renders with (null: none); one page at a time, before its first render. */
export function holdPageData(answers: PageData | null): void {
  heldPage = answers && new Map(Object.entries(answers).map(([key, answer]) => [key, { answer, fresh: true }]));
}

/** A read of the page's answer has mounted: a later mount, coming back, asks the API again. */
export function spendHeld(key: string | null): void {
  const held = key === null ? undefined : heldPage?.get(key);
  if (held) held.fresh = false;
}

/** The page's embedded answers (JSON.stringify's own output: snapshots/pageHtml.ts), or null on a page without them. */
export function readPageData(doc: Document): PageData | null {
  return JSON.parse(doc.getElementById(PAGE_DATA_ID)?.textContent ?? 'null') as PageData | null;
}
