import type { Account } from '@portal/core/entities/account';
import { isSiteOperatorRole } from '../../shared/myPage/operatorRights';

/**
 * The header's entry for a signed-in user (admin §2.2, §6): site operators (a site admin or manager)
 * get "Admin", My Page with its admin tabs. Everyone else gets "My Page": a secretary's approver its
 * Voting List (the server marks it isSiteOperator too, but it has no admin menu to offer), a council
 * account its own council's page.
 */
export function accountEntry(account: Account | null): { to: string; label: 'account.admin' | 'account.myPage' } | null {
  if (!account) return null;
  if (isSiteOperatorRole(account)) return { to: '/MyPage', label: 'account.admin' };
  if (account.isSecretary) return { to: '/MyPage?tab=VOTING_LIST', label: 'account.myPage' };
  return { to: `/MyPage/GC?id=${account.council_id}`, label: 'account.myPage' };
}
