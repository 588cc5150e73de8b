import type { AccountMonth, AddressCount } from '../entities/stats';

/** Address counts per month, newest first: totals add up every earlier month's newcomers. */
export function projectAddressCounts(monthsOldestFirst: readonly AccountMonth[]): AddressCount[] {
  let eoa = 0;
  let sca = 0;
  const counts = monthsOldestFirst.map((m) => {
    eoa += m.new_eoa;
    sca += m.new_sca;
    return { date: m.date, active_eoa: m.active_eoa.length, active_sca: m.active_sca.length, total_eoa: eoa, total_sca: sca };
  });
  return counts.reverse();
}
