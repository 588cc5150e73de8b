/**
 * The absence watch (KGP-31): a council that misses this many votes in a row loses its block
 * rewards for that many days. The network's numbers are the defaults; a deployment may set others
 * (ABSENCE_MISSED_VOTES, ABSENCE_PENALTY_DAYS in the server configuration). Plain values and words,
 * so the web shows them without loading a schema.
 */
export type AbsenceRule = {
  /** Consecutive missed votes that cost the rewards (network: 3). */
  missedVotes: number;
  /** Days without block rewards that follow (network: 7). */
  penaltyDays: number;
};

export const NETWORK_ABSENCE_RULE: AbsenceRule = { missedVotes: 3, penaltyDays: 7 };

/** ok: nothing to say; at_risk: one more miss costs the rewards; penalty: the run reached the rule. */
export type AbsenceStatus = 'ok' | 'at_risk' | 'penalty';

/** A run one short of the rule is at risk (two of three); a run that reached it carries the penalty. */
export function absenceStatus(missed: number, rule: AbsenceRule): AbsenceStatus {
  if (missed >= rule.missedVotes) return 'penalty';
  if (missed >= rule.missedVotes - 1 && missed > 0) return 'at_risk';
  return 'ok';
}

/** The words the pages and the CSVs use; the penalty says the consequence plainly. */
export function absenceText(status: AbsenceStatus, missed: number, rule: AbsenceRule): string {
  if (status === 'penalty') return `Missed ${missed} votes in a row: no block rewards for ${rule.penaltyDays} days (KGP-31)`;
  if (status === 'at_risk') return `At risk: missed the last ${missed} votes; missing ${rule.missedVotes} in a row means no block rewards for ${rule.penaltyDays} days (KGP-31)`;
  return '';
}

/** The short flag beside a council's name (and the CSVs' column); empty when there is nothing to say. */
export function absenceLabel(status: AbsenceStatus, rule: AbsenceRule): string {
  if (status === 'penalty') return `No block rewards for ${rule.penaltyDays} days`;
  if (status === 'at_risk') return 'At risk';
  return '';
}
