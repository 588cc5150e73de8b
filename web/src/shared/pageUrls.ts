/**
 * The URLs of pages other features link to: a council's detail, an agenda's detail, and the GC
 * page's Activities tab (its council and page live in the URL, so the feed and the activity pages
 * agree on them).
 */

export function councilDetailPath(id: number): string {
  return `/GC/Detail?id=${id}`;
}

/** An activity's public detail (its id and its council's). */
export function activityDetailPath(id: number, councilId: number): string {
  return `/GC/ActivityDetail?id=${id}&cid=${councilId}`;
}

export function agendaDetailUrl(agendaId: number): string {
  return `/Proposal/Detail?id=${agendaId}`;
}

// ---------------------------------------------------------------- GC page, Activities tab

/** -1: All GC Members. */
export const ALL_COUNCILS = -1;

export interface FeedState {
  councilId: number;
  page: number;
}

export function parseFeedState(search: string): FeedState {
  const params = new URLSearchParams(search);
  const councilId = Number(params.get('cid') ?? ALL_COUNCILS);
  const page = Number(params.get('page') ?? 1);
  return {
    councilId: Number.isSafeInteger(councilId) && councilId >= 0 ? councilId : ALL_COUNCILS,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

export function feedUrl(state: FeedState): string {
  const params = new URLSearchParams({ tab: 'activities' });
  if (state.councilId !== ALL_COUNCILS) params.set('cid', String(state.councilId));
  params.set('page', String(state.page));
  return `/GC?${params.toString()}`;
}

// ---------------------------------------------------------------- Release-note authoring (admin spec §2.9)

/** My Page's Release Note tab, where the authoring pages' back arrow and saves return. */
export const RELEASE_NOTE_TAB_PATH = '/MyPage?tab=RELEASE_NOTE';
export const NEW_RELEASE_NOTE_PATH = '/MyPage/NewReleaseNote';

export function editReleaseNotePath(id: number): string {
  return `/MyPage/EditReleaseNote?id=${id}`;
}
