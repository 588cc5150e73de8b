import { getAddress, type Address } from 'viem';
import type { ActivityRecord } from '@portal/core/entities/activity';
import type { Council } from '@portal/core/entities/council';

/**
 * The addresses whose transactions the portal keeps: every council contract (node, reward, staking:
 * the GC detail's transaction history) and every contract a council registered for an activity (the
 * activity rankings), by lowercase address.
 */
export function followedAddresses(councils: readonly Council[], records: readonly ActivityRecord[]): Map<string, Address> {
  const followed = new Map<string, Address>();
  const add = (address: string) => followed.set(address.toLowerCase(), getAddress(address));
  for (const council of councils) for (const contract of council.contracts) add(contract.address);
  for (const record of records) for (const address of record.contracts) add(address);
  return followed;
}
