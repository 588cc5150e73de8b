/**
 * The scenario's clock. Time on the network is counted in blocks, one block a second, so the
 * scenario pins every block's timestamp to genesis + its number: "day d" is block d × DAY and
 * its date is the genesis date plus d days.
 */
export const DAY = 86_400;

/** Chosen so that the scenario (75 days) ends shortly before the team's present. */
export const GENESIS_DATE = '2026-09-01T00:00:00.000Z';

export const GENESIS_TIMESTAMP = Date.parse(GENESIS_DATE) / 1000;

/** The block at which something planned for `day` (fractions allowed) happens. */
export function dayBlock(day: number): bigint {
  return BigInt(Math.round(day * DAY));
}

/** ISO date-time of a scenario day, for off-chain fixtures that must agree with the chain. */
export function scenarioDate(day: number): string {
  return new Date((GENESIS_TIMESTAMP + Math.round(day * DAY)) * 1000).toISOString();
}
