import type { Account } from '@portal/core/entities/account';

/**
 * The header's entry for a signed-in user (admin §2.2, §6): site operators get "Admin" (My Page and
 * its admin tabs); everyone else "My Page", their own council's page.
 */
export function accountEntry(account: Account | null): { to: string; label: string } | null {
  if (!account) return null;
  if (account.isSiteOperator) return { to: '/MyPage', label: 'Admin' };
  return { to: `/MyPage/GC?id=${account.council_id}`, label: 'My Page' };
}
