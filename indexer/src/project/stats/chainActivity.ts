import type { AccountMonth, ChainDay } from '@portal/core/entities/stats';
import { singaporeDay } from '@portal/core/rules/singaporeDays';
import { klayToPeb, pebToKlay } from '@portal/core/format';
import type { BlockActivity } from '../../model/networkData';

/** What the job learnt of each address it met: first block, and whether it holds code. */
export type AddressKind = { firstBlock: number; contract: boolean };

export function emptyDay(date: string): ChainDay {
  return { date, tx_count: 0, tx_fee: '0', gas_used: '0', contracts: {}, through_block: -1 };
}

export function emptyMonth(date: string): AccountMonth {
  return { date, active_eoa: [], active_sca: [], new_eoa: 0, new_sca: 0, through_block: -1 };
}

/** The UTC month (yyyy-MM) of a block time. */
export function monthOf(time: number): string {
  return new Date(time * 1000).toISOString().slice(0, 7);
}

export function dayOf(time: number): string {
  return singaporeDay(new Date(time * 1000));
}

/**
 * Adds one block to its day and its month, unless they already hold it (`through_block`), so a
 * block read again after a crash is not counted twice. Day and month are updated in place.
 */
export function addBlock(day: ChainDay, month: AccountMonth, block: BlockActivity, kinds: ReadonlyMap<string, AddressKind>): void {
  const number = Number(block.number);
  if (number > day.through_block) {
    let fee = klayToPeb(day.tx_fee);
    let gas = BigInt(day.gas_used);
    for (const tx of block.transactions) {
      fee += tx.fee;
      gas += tx.gasUsed;
      const to = tx.to?.toLowerCase();
      if (to && kinds.get(to)?.contract) {
        const current = day.contracts[to] ?? { tx_count: 0, tx_fee: '0' };
        day.contracts[to] = { tx_count: current.tx_count + 1, tx_fee: pebToKlay(klayToPeb(current.tx_fee) + tx.fee) };
      }
    }
    day.tx_count += block.transactions.length;
    day.tx_fee = pebToKlay(fee);
    day.gas_used = gas.toString();
    day.through_block = number;
  }
  if (number > month.through_block) {
    const eoa = new Set(month.active_eoa);
    const sca = new Set(month.active_sca);
    const firstSeenHere = new Set<string>();
    for (const tx of block.transactions) {
      eoa.add(tx.from.toLowerCase());
      const to = tx.to?.toLowerCase();
      if (to && kinds.get(to)?.contract) sca.add(to);
      for (const address of [tx.from, tx.to, tx.created]) {
        const key = address?.toLowerCase();
        if (key && kinds.get(key)?.firstBlock === number) firstSeenHere.add(key);
      }
    }
    for (const address of firstSeenHere) {
      if (kinds.get(address)!.contract) month.new_sca++;
      else month.new_eoa++;
    }
    month.active_eoa = [...eoa].sort();
    month.active_sca = [...sca].sort();
    month.through_block = number;
  }
}

/** Every UTC month from `first` to `last` (yyyy-MM), in order. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    if (text > last) break;
    months.push(text);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}
