const PEB_PER_KLAY = 10n ** 18n;

/** part / whole × 100, cut to `decimals` places, as a decimal string ("0" for a zero whole). */
export function percent(part: bigint, whole: bigint, decimals = 4): string {
  if (whole === 0n) return '0';
  const scale = 10n ** BigInt(decimals);
  const scaled = (part * 100n * scale) / whole;
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const text = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`.replace(/\.?0+$/, '');
  return negative && text !== '0' ? `-${text}` : text;
}

/** peb × a decimal price, in dollars cut to cents. */
export function dollars(amountPeb: bigint, priceUsd: string): string {
  const [whole = '0', fraction = ''] = priceUsd.split('.');
  const priceScaled = BigInt(whole + fraction.padEnd(8, '0').slice(0, 8)); // price × 1e8
  const cents = (amountPeb * priceScaled) / (PEB_PER_KLAY * 1_000_000n);
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}
