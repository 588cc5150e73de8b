/** My Page's tabs for site operators (admin §2.4), by their `tab` query value; the first is the default. */
export const MY_PAGE_TABS = [
  { value: 'GC_LIST', label: 'GC List' },
  { value: 'VOTING_LIST', label: 'Voting List' },
  { value: 'SITE_MANAGER', label: 'Site Manager' },
  { value: 'TREASURY', label: 'Treasury' },
  { value: 'CONTRACT_LIST', label: 'Contract List' },
  { value: 'RELEASE_NOTE', label: 'Release Note' },
] as const;

export type MyPageTab = (typeof MY_PAGE_TABS)[number]['value'];

export function parseMyPageTab(raw: string | null): MyPageTab {
  return MY_PAGE_TABS.find((tab) => tab.value === raw)?.value ?? 'GC_LIST';
}
