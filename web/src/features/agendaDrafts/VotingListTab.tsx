/** My Page's "Voting List" tab (admin spec §2.4): the My Page shell lazy-loads this module's default export. */
export default function VotingListTab() {
  return <p>The Voting List tab is being prepared.</p>;
}
