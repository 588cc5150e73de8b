/**
 * Payments the fund owner makes directly (governance-approved ones are agendas). The memo of every
 * disbursement reads "[KGP-n | ]<spending category> | <project title>", so the chain alone says what
 * each payment was for.
 */
import type { Address } from 'viem';
import { devnetAddress } from '../accounts';

export type Fund = 'kcf' | 'kff';

export interface TreasuryPayment {
  day: number;
  fund: Fund;
  /** Label of a devnet address that receives the KLAY (see disbursementRecipient). */
  recipient: string;
  klay: number;
  category: string;
  title: string;
}

export function treasuryMemo(payment: { kgp?: number; category: string; title: string }): string {
  const kgp = payment.kgp === undefined ? [] : [`KGP-${payment.kgp}`];
  return [...kgp, payment.category, payment.title].join(' | ');
}

/** A recipient label names a devnet address, unless it is an address already (the dead address). */
export function disbursementRecipient(recipient: string): Address {
  return recipient.startsWith('0x') ? (recipient as Address) : devnetAddress(`treasury/${recipient}`);
}

export const treasuryPayments: TreasuryPayment[] = [
  { day: 2, fund: 'kcf', recipient: 'payroll', klay: 1_250_000, category: 'Personnel Expenses', title: 'September payroll' },
  { day: 4, fund: 'kff', recipient: 'gas-fee-program', klay: 3_000_000, category: 'Gas Fee Program', title: 'Fee delegation pool top-up' },
  { day: 9, fund: 'kcf', recipient: 'marketing', klay: 800_000, category: 'Marketing Expenses', title: 'Autumn developer conference' },
  { day: 14, fund: 'kcf', recipient: 'research-lab', klay: 2_400_000, category: 'R&D Expenses', title: 'Consensus latency research' },
  { day: 21, fund: 'kff', recipient: 'liquidity-desk', klay: 12_000_000, category: 'Liquidity Provision', title: 'Stablecoin pool liquidity' },
  { day: 31, fund: 'kcf', recipient: 'payroll', klay: 1_250_000, category: 'Personnel Expenses', title: 'October payroll' },
  { day: 38, fund: 'kcf', recipient: 'token-swap-desk', klay: 5_000_000, category: 'Token Swap', title: 'Bridge token swap settlement' },
  { day: 47, fund: 'kff', recipient: 'infra-operator', klay: 4_500_000, category: 'Critical Network Infrastructure', title: 'Archive node cluster' },
  { day: 52, fund: 'kcf', recipient: 'ecosystem-partners', klay: 3_300_000, category: 'Ecosystem Support', title: 'Wallet integration partners' },
  { day: 61, fund: 'kcf', recipient: 'payroll', klay: 1_250_000, category: 'Personnel Expenses', title: 'November payroll' },
  { day: 66, fund: 'kff', recipient: 'fund-investment', klay: 20_000_000, category: 'Fund Investment', title: 'Ecosystem venture fund II' },
  { day: 69, fund: 'kff', recipient: 'community-grants', klay: 900_000, category: 'Others', title: 'Validator hardware audit' },
  // Small weekly bounties: enough KCF payments that the Treasury list has a second page on every screen.
  ...[6.4, 13.4, 20.4, 27.4, 34.4, 41.4, 48.4, 55.4, 62.4, 68.4].map(
    (day, week): TreasuryPayment => ({
      day,
      fund: 'kcf',
      recipient: 'community-bounties',
      klay: 120_000 + week * 5_000,
      category: 'Ecosystem Support',
      title: `Community bug bounty, week ${week + 1}`,
    }),
  ),
];
