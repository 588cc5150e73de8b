import { formatKlay, type KlayFormatOptions } from '@portal/core/format';
import { NETWORK_PROFILE } from '../config';

/** The native token's symbol in this build's profile (KLAY, KAIA). */
export const TOKEN = NETWORK_PROFILE.token;

/** A token amount followed by this build's symbol: "1,234.57 KLAY" (core/src/format.ts's rules). */
export function formatToken(amount: Parameters<typeof formatKlay>[0], options: Omit<KlayFormatOptions, 'symbol' | 'unit'> = {}): string {
  return formatKlay(amount, { ...options, symbol: TOKEN });
}
