/**
 * A GovParam value in words: GovParam keeps raw bytes, the network reads most as a 32-byte
 * unsigned number (gas targets, fees, intervals) and a few as text ("50/20/30"). No chain library.
 */
export function paramReading(hex: string): string {
  const body = hex.slice(2);
  if (body === '') return 'empty';
  const bytes = body.match(/../g)!.map((pair) => parseInt(pair, 16));
  if (bytes.length === 32 && bytes[0] === 0) return BigInt(hex).toString();
  if (bytes.every((b) => b >= 0x20 && b <= 0x7e)) return `"${String.fromCharCode(...bytes)}"`;
  return hex;
}
