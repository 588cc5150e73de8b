/** My Page's "Contract List" tab (admin spec §2.4): the My Page shell lazy-loads this module's default export. */
export default function ContractListTab() {
  return <p>The Contract List tab is being prepared.</p>;
}
