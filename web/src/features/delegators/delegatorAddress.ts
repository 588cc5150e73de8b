/** The address as typed, trimmed, when it is one (any letter case: the API takes them all); else null. */
export function parseDelegatorAddress(text: string): `0x${string}` | null {
  const trimmed = text.trim();
  return /^0x[0-9a-fA-F]{40}$/.test(trimmed) ? (trimmed as `0x${string}`) : null;
}
