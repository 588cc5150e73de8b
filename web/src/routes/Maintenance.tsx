import { MaintenancePage } from '../features/maintenance/MaintenancePage';

/** /Maintenance: the maintenance page, whatever the status file says. */
export default function MaintenanceRoute() {
  return <MaintenancePage />;
}
