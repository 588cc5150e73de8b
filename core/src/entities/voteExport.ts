import * as z from 'zod';
import { TxHash } from './primitives';

const Count = z.number().int().nonnegative();

/** One council's part in an agenda, as the export gives it (Absent: tracked with power, no vote). */
export const AgendaVoteRowSchema = z.strictObject({
  council: z.strictObject({ id: Count, name: z.string() }),
  choice: z.enum(['Yes', 'No', 'Abstain', 'Absent']),
  /** Votes (one per 5M KLAY staked, capped), as the contract counted them. */
  power: Count,
  /** The power as a percent of the agenda's total voting power, as the page shows it ("12.50%"). */
  weight: z.string(),
  /** The castVote transaction; null when absent. */
  tx_hash: TxHash.nullable(),
});
export type AgendaVoteRow = z.infer<typeof AgendaVoteRowSchema>;

/**
 * GET /v1/proposals/{id}/votes.json: every council's vote on one agenda with the agenda's tally and
 * thresholds (the CSV at votes.csv carries the same rows).
 */
export const AgendaVotesExportSchema = z.strictObject({
  agenda: z.strictObject({
    id: Count,
    proposal_id: Count,
    kgp: z.string().nullable(),
    title: z.string(),
    /** ProposalState number, and its name (Pending … Executed). */
    state: z.number().int().min(0).max(7),
    state_name: z.string(),
    start_block: Count,
    end_block: Count,
  }),
  /** The indexed block the figures hold at. */
  block: Count.nullable(),
  tally: z.strictObject({ yes: Count, no: Count, abstain: Count, voters: Count, total_power: Count, eligible_councils: Count }),
  thresholds: z.strictObject({
    /** Voting power that must be cast (yes + no + abstain). */
    quorum_power: Count,
    /** Councils that must vote. */
    quorum_count: Count,
    power_met: z.boolean(),
    count_met: z.boolean(),
  }),
  votes: z.array(AgendaVoteRowSchema),
});
export type AgendaVotesExport = z.infer<typeof AgendaVotesExportSchema>;
