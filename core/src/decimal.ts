/**
 * Exact arithmetic on non-negative decimal strings, so amounts never pass through a float.
 */

function split(value: string): { digits: bigint; scale: number } {
  if (!/^\d+(\.\d+)?$/.test(value)) throw new RangeError(`not a non-negative decimal: ${value}`);
  const [whole, fraction = ''] = value.split('.');
  return { digits: BigInt(whole + fraction), scale: fraction.length };
}

function join(digits: bigint, scale: number): string {
  if (scale === 0) return digits.toString();
  const text = digits.toString().padStart(scale + 1, '0');
  const whole = text.slice(0, -scale);
  const fraction = text.slice(-scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** a × b, exactly. */
export function multiplyDecimals(a: string, b: string): string {
  const x = split(a);
  const y = split(b);
  return join(x.digits * y.digits, x.scale + y.scale);
}

/** a × b cut (not rounded) to `places` decimals. */
export function multiplyDecimalsTruncated(a: string, b: string, places: number): string {
  const exact = split(multiplyDecimals(a, b));
  if (exact.scale <= places) return join(exact.digits, exact.scale);
  return join(exact.digits / 10n ** BigInt(exact.scale - places), places);
}
