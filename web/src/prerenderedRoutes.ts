/**
 * The public routes rendered at build time; every other route (My Page, drafts) renders in the
 * browser only. A detail route is rendered for some id (it shows its loading state, which is the
 * same for every id) rather than for none (which says "not found").
 */
export const PRERENDERED_ROUTES: readonly { path: string; query?: string }[] = [
  { path: '/Home' },
  { path: '/GC' },
  { path: '/GC/Detail', query: '?id=1' },
  { path: '/GC/ActivityDetail', query: '?id=1' },
  { path: '/Proposal' },
  { path: '/Proposal/List' },
  { path: '/Proposal/Detail', query: '?id=1' },
  { path: '/Status' },
  { path: '/Treasury' },
  { path: '/ReleaseNote' },
  { path: '/Privacy' },
  { path: '/Terms' },
];
