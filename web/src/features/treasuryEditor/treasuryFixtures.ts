import type { TreasuryTransaction } from '@portal/core/entities/treasury';

/** A KCF payment as the list answers it, edited three times: the editor's tests start from it. */
export const sampleTransaction: TreasuryTransaction = {
  id: 120_000,
  fund: 'KCF',
  label: 'Token Swap',
  kgp: '12',
  title: 'Swap',
  recipient: '0x00000000000000000000000000000000000000cc',
  value: '10',
  date: '2026-10-01T00:00:00.000Z',
  tx_hash: `0x${'1'.repeat(64)}`,
  block: 12,
  version: 3,
};
