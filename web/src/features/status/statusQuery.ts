/** The Status page's tabs, chosen by the query's tab (Tokenomics by default). */
export const STATUS_TABS = ['tokenomics', 'onchain', 'staking', 'ranking'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

export function statusTabFrom(search: string): StatusTab {
  const tab = new URLSearchParams(search).get('tab')?.toLowerCase();
  return (STATUS_TABS as readonly string[]).includes(tab ?? '') ? (tab as StatusTab) : 'tokenomics';
}
