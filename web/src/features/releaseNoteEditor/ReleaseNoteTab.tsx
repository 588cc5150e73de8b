/** My Page's "Release Note" tab (admin spec §2.4): the My Page shell lazy-loads this module's default export. */
export default function ReleaseNoteTab() {
  return <p>The Release Note tab is being prepared.</p>;
}
