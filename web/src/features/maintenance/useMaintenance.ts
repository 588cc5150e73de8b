import { useEffect, useState } from 'react';
import { STATUS_POLL_MS, fetchMaintenance } from './fetchMaintenance';

/** Polls the status file at load and every minute; false until the first answer says otherwise. */
export function useMaintenance(): boolean {
  const [maintenance, setMaintenance] = useState(false);
  useEffect(() => {
    let active = true;
    const check = () => void fetchMaintenance().then((on) => active && setMaintenance(on));
    check();
    const timer = setInterval(check, STATUS_POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);
  return maintenance;
}
