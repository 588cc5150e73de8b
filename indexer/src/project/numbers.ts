/** Chain integers the portal keeps as JS numbers (ids, blocks, vote counts) must fit exactly. */
export function toSafeNumber(value: bigint): number {
  if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${value} does not fit a safe integer`);
  return Number(value);
}
