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
} as const;

/** The projection version an item was written with (0: written before versions existed). */
export function projectionVersionOf(item: Record<string, unknown>): number {
  return typeof item.pv === 'number' ? item.pv : 0;
}
