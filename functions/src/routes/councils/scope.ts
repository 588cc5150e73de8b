import type { Account } from '@portal/core/entities/account';
import { assertCouncilScope } from '../../auth/authorize';

/** A council's admin data, reward data, balances and members: secretaries read every council's, its own members only theirs. */
export function assertReadScope(account: Account, councilId: number): void {
  if (!account.roles.includes('secretary')) assertCouncilScope(account, councilId);
}
