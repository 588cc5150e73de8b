/** A chain address (0x and 40 hex digits), the same rule the server applies. */
export function isChainAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value.trim());
}
