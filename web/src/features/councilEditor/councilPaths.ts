/** The admin area's council routes (admin-area §2.1, §2.6): the management page by id, optionally opening Publish. */
export function councilManagePath(id: number, options: { publish?: boolean; page?: number } = {}): string {
  const params = new URLSearchParams({ id: String(id) });
  if (options.page && options.page > 1) params.set('page', String(options.page));
  if (options.publish) params.set('publish', 'true');
  return `/MyPage/GC?${params.toString()}`;
}

export const ADD_COUNCIL_PATH = '/MyPage/AddGC';
export const MY_PAGE_PATH = '/MyPage';
