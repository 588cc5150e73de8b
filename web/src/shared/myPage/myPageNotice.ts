/**
 * A success message carried to My Page in the router's state: a flow that removed what its page showed
 * (a council draft, a voting draft) goes straight to the list and the list says it, so nothing asks
 * for the removed item again.
 */
export type MyPageNoticeState = { myPageNotice: string };

export const withMyPageNotice = (title: string): { state: MyPageNoticeState } => ({ state: { myPageNotice: title } });

export function myPageNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('myPageNotice' in state)) return null;
  const notice = (state as { myPageNotice: unknown }).myPageNotice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}
