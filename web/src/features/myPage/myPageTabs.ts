import type { Account } from '@portal/core/entities/account';
import { isSiteOperatorRole } from '../../shared/myPage/operatorRights';

/**
 * My Page's tabs for site operators (admin §2.4), by their `tab` query value; the first is the
 * default. A label is the key of its text in the myPage catalogue.
 */
export const MY_PAGE_TABS = [
  { value: 'GC_LIST', label: 'tab.gcList' },
  { value: 'VOTING_LIST', label: 'tab.votingList' },
  { value: 'SITE_MANAGER', label: 'tab.siteManager' },
  { value: 'TREASURY', label: 'tab.treasury' },
  { value: 'CONTRACT_LIST', label: 'tab.contractList' },
  { value: 'RELEASE_NOTE', label: 'tab.releaseNote' },
] as const;

export type MyPageTab = (typeof MY_PAGE_TABS)[number]['value'];
export type MyPageTabEntry = (typeof MY_PAGE_TABS)[number];

/**
 * The tabs an account sees (admin §6): a site admin or manager the full set; a secretary's approver
 * who is neither only Voting List, where the drafts it approves and confirms are (§2.8).
 */
export function myPageTabsOf(account: Account): readonly MyPageTabEntry[] {
  if (isSiteOperatorRole(account)) return MY_PAGE_TABS;
  if (account.isSecretary) return MY_PAGE_TABS.filter((tab) => tab.value === 'VOTING_LIST');
  return [];
}

/** The tab the query names if it is one of `tabs`, otherwise the first of them. */
export function parseMyPageTab(raw: string | null, tabs: readonly MyPageTabEntry[] = MY_PAGE_TABS): MyPageTab {
  return tabs.find((tab) => tab.value === raw)?.value ?? tabs[0]?.value ?? 'GC_LIST';
}
