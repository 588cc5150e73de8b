import * as z from 'zod';
import { CouncilRefSchema } from './proposal';

const Count = z.number().int().nonnegative();

/** One council's run of missed votes (closed agendas, most recent first) and what it means under the rule. */
export const CouncilAbsenceSchema = z.strictObject({
  council: CouncilRefSchema,
  /** Consecutive closed agendas, from the most recent, the council was tracked in with power and did not vote on. */
  missed: Count,
  /** The agenda numbers of that run, most recent first. */
  agendas: z.array(Count),
  status: z.enum(['ok', 'at_risk', 'penalty']),
});
export type CouncilAbsence = z.infer<typeof CouncilAbsenceSchema>;

/**
 * GET /v1/proposals/absences: the absence watch (KGP-31), precomputed by the indexer with the
 * proposal views. Every council tracked with power in a closed agenda, the longest runs first.
 */
export const AbsenceWatchSchema = z.strictObject({
  rule: z.strictObject({ missed_votes: z.number().int().min(2), penalty_days: z.number().int().positive() }),
  councils: z.array(CouncilAbsenceSchema),
});
export type AbsenceWatch = z.infer<typeof AbsenceWatchSchema>;
