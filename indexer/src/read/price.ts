import * as z from 'zod';
import { fetchJson } from './fetchJson';

/**
 * The market price source (CoinGecko's simple-price contract): one coin in US dollars. The answer
 * is a JSON number; it is kept as the decimal string the service wrote, never re-rounded.
 */
export async function fetchUsdPrice(baseUrl: string, coinId: string): Promise<string> {
  const url = `${baseUrl.replace(/\/$/, '')}/simple/price?ids=${encodeURIComponent(coinId)}&vs_currencies=usd`;
  const answer = await fetchJson(url, z.record(z.string(), z.object({ usd: z.number().nonnegative() })));
  const usd = answer[coinId]?.usd;
  if (usd === undefined) throw new Error(`price source has no price for ${coinId}`);
  return toPlainDecimal(usd);
}

/** 1.5e-7 → "0.00000015": JSON numbers may arrive in exponent form. */
export function toPlainDecimal(value: number): string {
  const text = value.toString();
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}
