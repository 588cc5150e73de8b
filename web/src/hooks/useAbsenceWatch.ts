import { useMemo } from 'react';
import type { CouncilAbsence } from '@portal/core/entities/absence';
import type { AbsenceRule } from '@portal/core/rules/absence';
import { apiKeys } from '../api/keys';
import { useApi } from '../api/useApi';

export type AbsenceLookup = { byCouncil: ReadonlyMap<number, CouncilAbsence>; rule: AbsenceRule };

/**
 * The absence watch (KGP-31) by council id, for the flags of the council table, the leaderboard and
 * the council detail; `enabled` false asks nothing (a closed agenda shows no flag).
 */
export function useAbsenceWatch(enabled = true): AbsenceLookup | null {
  const { data } = useApi(enabled ? apiKeys.absences() : null);
  return useMemo(
    () =>
      data
        ? { byCouncil: new Map(data.councils.map((c) => [c.council.id, c])), rule: { missedVotes: data.rule.missed_votes, penaltyDays: data.rule.penalty_days } }
        : null,
    [data],
  );
}
