/** My Page's "GC List" tab (admin spec §2.4): the My Page shell lazy-loads this module's default export. */
export default function GcListTab() {
  return <p>The GC List tab is being prepared.</p>;
}
