import { describe, expect, it } from 'vitest';
import { txStatusLabel, txTypeLabel } from './transactionRows';

describe('transaction rows', () => {
  it('labels progress and failed, and anything else as success', () => {
    expect(['progress', 'failed', 'success', 'whatever'].map(txStatusLabel)).toEqual(['Progress', 'Failed', 'Success', 'Success']);
  });

  it('drops the TxType prefix only at the start', () => {
    expect(txTypeLabel('TxTypeEthereumDynamicFee')).toBe('EthereumDynamicFee');
    expect(txTypeLabel('TxTypeValueTransfer')).toBe('ValueTransfer');
    expect(txTypeLabel('LegacyTxType')).toBe('LegacyTxType');
    expect(txTypeLabel('TxType')).toBe('TxType');
  });
});
