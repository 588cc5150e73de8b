import { describe, expect, it } from 'vitest';
import { projectAddressCounts } from '@portal/core/rules/addressCounts';
import type { BlockActivity } from '../../model/networkData';
import { addBlock, emptyDay, emptyMonth, monthsBetween } from './chainActivity';

const user = '0x1111111111111111111111111111111111111111';
const game = '0x2222222222222222222222222222222222222222';

const block: BlockActivity = {
  number: 10n,
  timestamp: 1_790_000_000,
  transactions: [
    { hash: '0x01', from: user, to: game, created: null, fee: 3n * 10n ** 15n, gasUsed: 100_000n },
    { hash: '0x02', from: user, to: user, created: null, fee: 10n ** 15n, gasUsed: 21_000n },
  ],
};
const kinds = new Map([
  [user, { firstBlock: 10, contract: false }],
  [game, { firstBlock: 5, contract: true }],
]);

describe('addBlock', () => {
  it('counts a block once, even when it is added again after a crash', () => {
    const day = emptyDay('2026-09-24');
    const month = emptyMonth('2026-09');
    addBlock(day, month, block, kinds);
    addBlock(day, month, block, kinds);
    expect(day).toMatchObject({ tx_count: 2, tx_fee: '0.004', gas_used: '121000', through_block: 10 });
    expect(day.contracts).toEqual({ [game]: { tx_count: 1, tx_fee: '0.003' } });
    expect(month).toMatchObject({ active_eoa: [user], active_sca: [game], new_eoa: 1, new_sca: 0 });
  });
});

describe('projectAddressCounts', () => {
  it('adds up the newcomers of every month before', () => {
    const months = [
      { date: '2026-09', active_eoa: ['a', 'b'], active_sca: ['c'], new_eoa: 2, new_sca: 1, through_block: 1 },
      { date: '2026-10', active_eoa: ['a'], active_sca: [], new_eoa: 3, new_sca: 2, through_block: 2 },
    ];
    expect(projectAddressCounts(months)).toEqual([
      { date: '2026-10', active_eoa: 1, active_sca: 0, total_eoa: 5, total_sca: 3 },
      { date: '2026-09', active_eoa: 2, active_sca: 1, total_eoa: 2, total_sca: 1 },
    ]);
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
