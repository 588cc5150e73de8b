import { ACCOUNT_LEVEL, ACCOUNT_TYPE, type SiteAccount, type Account } from '@portal/core/entities/account';
import { forbidden } from '../errors';

/**
 * Who may add, edit or remove which account (admin spec §2.4, §5, §6):
 * - a site admin is written only by the command line (npm run accounts -- add-admin); through the
 *   API a site admin may remove another site admin, never itself, and nobody may create one or turn
 *   an account into one;
 * - site managers: site admins only (the Site Manager tab's buttons);
 * - a council's admin: site admins and site managers;
 * - a council's managers: those, and the admin of that same council.
 */
export type AccountShape = Pick<SiteAccount, 'type' | 'level' | 'council_id'>;
export type AccountAction = 'create' | 'update' | 'delete';

export const SITE_ADMIN_FROM_COMMAND_LINE = 'A site admin is added only from the command line (npm run accounts -- add-admin)';

export function assertMayManageAccount(actor: Account, target: AccountShape & { id?: number }, action: AccountAction): void {
  const has = (role: (typeof actor.roles)[number]) => actor.roles.includes(role);
  if (target.type === ACCOUNT_TYPE.site && target.level === ACCOUNT_LEVEL.admin) {
    if (action !== 'delete') throw forbidden(SITE_ADMIN_FROM_COMMAND_LINE);
    if (!has('siteAdmin')) throw forbidden('Only a site admin may remove a site admin', 'site_admin_only');
    if (target.id === actor.id) throw forbidden('A site admin cannot remove itself', 'cannot_remove_self');
    return;
  }
  if (target.type === ACCOUNT_TYPE.site) {
    if (!has('siteAdmin')) throw forbidden('Only a site admin may manage site managers', 'site_admin_only');
    return;
  }
  if (has('siteAdmin') || has('siteManager')) return;
  if (target.level === ACCOUNT_LEVEL.manager && has('gcAdmin') && actor.council_id === target.council_id) return;
  throw forbidden(target.level === ACCOUNT_LEVEL.admin ? "Only a site operator may manage a council's admin" : "A council's admin manages only its own council's managers");
}
