import { describe, expect, it } from 'vitest';
import { absenceLabel, absenceStatus, absenceText, NETWORK_ABSENCE_RULE } from './absence';

describe('absence rule (KGP-31)', () => {
  it('flags two misses in a row as at risk and three as the penalty, under the network rule', () => {
    expect([0, 1, 2, 3, 5].map((missed) => absenceStatus(missed, NETWORK_ABSENCE_RULE))).toEqual(['ok', 'ok', 'at_risk', 'penalty', 'penalty']);
  });

  it('says the consequence plainly', () => {
    expect(absenceText('penalty', 3, NETWORK_ABSENCE_RULE)).toBe('Missed 3 votes in a row: no block rewards for 7 days (KGP-31)');
    expect(absenceText('at_risk', 2, NETWORK_ABSENCE_RULE)).toBe(
      'At risk: missed the last 2 votes; missing 3 in a row means no block rewards for 7 days (KGP-31)',
    );
    expect(absenceText('ok', 0, NETWORK_ABSENCE_RULE)).toBe('');
    expect(['ok', 'at_risk', 'penalty'].map((s) => absenceLabel(s as 'ok', { missedVotes: 3, penaltyDays: 9 }))).toEqual(['', 'At risk', 'No block rewards for 9 days']);
  });
});
