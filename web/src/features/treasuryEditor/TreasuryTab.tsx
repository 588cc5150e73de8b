/** My Page's "Treasury" tab (admin spec §2.4): the My Page shell lazy-loads this module's default export. */
export default function TreasuryTab() {
  return <p>The Treasury tab is being prepared.</p>;
}
