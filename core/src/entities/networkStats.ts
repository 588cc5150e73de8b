import * as z from 'zod';
import { DecimalString } from './primitives';

/**
 * Network figures on Home (spec §3 "Network stats (home)"). Amounts are KLAY as decimal strings
 * (never floats), total_value is the market cap in US dollars.
 */
export const NetworkStatsSchema = z.strictObject({
  gc_size: z.number().int().nonnegative(),
  total_staking: DecimalString,
  total_supply: DecimalString,
  circulating_supply: DecimalString,
  total_value: DecimalString,
  /** Price of one KLAY in US dollars used for total_value. */
  price_usd: DecimalString,
  block_number: z.number().int().nonnegative(),
  updated_at: z.iso.datetime(),
});
export type NetworkStats = z.infer<typeof NetworkStatsSchema>;
