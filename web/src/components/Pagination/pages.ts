/** Spec §9: 10 page buttons per group (5 on tablet), default page size 10; Load more adds 10. */
export const PAGE_GROUP_SIZE = 10;
export const PAGE_GROUP_SIZE_TABLET = 5;
export const DEFAULT_PAGE_SIZE = 10;
export const LOAD_MORE_STEP = 10;

export function pageCount(totalItems: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / pageSize));
}

export interface PageGroup {
  /** The page numbers shown, 1-based, those of the group that holds the current page. */
  pages: number[];
  current: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** The numbered buttons for a page: groups of `groupSize` (1–10, 11–20, …); out-of-range pages are clamped. */
export function pageGroup(page: number, totalPages: number, groupSize = PAGE_GROUP_SIZE): PageGroup {
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), total);
  const start = Math.floor((current - 1) / groupSize) * groupSize + 1;
  const end = Math.min(total, start + groupSize - 1);
  return {
    pages: Array.from({ length: end - start + 1 }, (_, index) => start + index),
    current,
    total,
    hasPrevious: current > 1,
    hasNext: current < total,
  };
}

/** How many items a Load more list shows after `clicks` clicks. */
export function loadMoreCount(clicks: number, initial = LOAD_MORE_STEP, step = LOAD_MORE_STEP): number {
  return initial + Math.max(0, clicks) * step;
}
