/** My Page's "Site Manager" tab (admin spec §2.4): the My Page shell lazy-loads this module's default export. */
export default function SiteManagerTab() {
  return <p>The Site Manager tab is being prepared.</p>;
}
