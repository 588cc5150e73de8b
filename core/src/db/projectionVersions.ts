/**
 * The version of the code that derived each kind of projected item, stored on the item as `pv`
 * (beside `v`, the item's schema version). Bump a projection's number in the same change as its
 * code: on its next pass the indexer finds the stored items of an older version and derives them
 * again, in place (indexer/src/jobs/governance/reproject.ts). An item stored before versions
 * existed has none and counts as 0.
 */
export const PROJECTION_VERSION = {
  /**
   * One proposal as the chain has it (quorum power, total votes, per-council power, state):
   * indexer/src/project/proposalChain.ts and proposalFromEvents.ts, driven by
   * indexer/src/jobs/governance/projectProposals.ts.
   */
  proposalChain: 1,
  /**
   * The public views built from the proposals (list, details, per-council votes, statistics,
   * absence watch): core/src/views/proposalViews.ts. Rebuilt every pass and written when their
   * content or this version differs.
   */
  proposalViews: 1,
  /**
   * One Singapore day of the chain's activity (transactions, fees, gas, called contracts):
   * indexer/src/project/stats/chainActivity.ts (addBlock), driven by
   * indexer/src/jobs/chainActivityJob.ts; derived again from the day's blocks by
   * indexer/src/jobs/reprojectChainActivity.ts.
   */
  chainDay: 1,
  /**
   * One UTC month of accounts (active, newcomers): the same addBlock and job; derived again from the
   * month's blocks and the accounts seen.
   */
  accountMonth: 1,
  /**
   * One Singapore day of staking (each council's and all councils' stake, rewards, APY):
   * indexer/src/project/stats/staking.ts (projectStakingDay), driven by indexer/src/jobs/stakingJob.ts;
   * derived again from the chain's staking info and rewards of the day, with the minimum stake and
   * staking interval the chain config stored (stakingDayProjection).
   */
  stakingPoint: 1,
  /**
   * One UTC day's bucket of supply samples: indexer/src/project/stats/supply.ts
   * (projectSupplySample), driven by indexer/src/jobs/supplyJob.ts; derived again by reading the
   * chain once more at the blocks the bucket holds (the grid is the one of the pass that sampled).
   */
  supplySamples: 1,
  /**
   * One fund payment (a Disbursement event): indexer/src/project/stats/treasury.ts
   * (projectTreasuryTransaction), driven by indexer/src/jobs/treasuryJob.ts; derived again, per UTC
   * day, from the fund's logs of the day's blocks. An operator's label stays over it.
   */
  treasuryPayment: 1,
} as const;

/*
 * Derived items without a version, and why:
 * - Rewritten whole on every pass from the chain's current state or from versioned items, so a
 *   fixed projection repairs them on its next pass: the contract rankings (from the chain days; a
 *   chain-day repair rewrites them too), the supply series and network status (supplyJob; a sample
 *   repair rewrites the series), the treasury months (treasuryJob; a payment repair rewrites them),
 *   the chain config and governance policy (stakingJob), the council list and network figures
 *   (networkJob).
 * - A record of what the chain walk met, not a projection: the accounts seen (first block, whether
 *   it held code then), an input of the account months.
 */

/** The kinds of projected items a version counts for. */
export type ProjectionKind = keyof typeof PROJECTION_VERSION;

/** The projection version an item was written with (0: written before versions existed). */
export function projectionVersionOf(item: Record<string, unknown>): number {
  return typeof item.pv === 'number' ? item.pv : 0;
}
