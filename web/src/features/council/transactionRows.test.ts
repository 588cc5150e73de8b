import { describe, expect, it } from 'vitest';
import { txStatusTone, txTypeLabel } from './transactionRows';

describe('transaction rows', () => {
  it('labels progress and failed, and anything else as success', () => {
    expect(['progress', 'failed', 'success', 'whatever'].map(txStatusTone)).toEqual(['progress', 'failed', 'success', 'success']);
  });

  it('drops the TxType prefix only at the start', () => {
    expect(txTypeLabel('TxTypeEthereumDynamicFee')).toBe('EthereumDynamicFee');
    expect(txTypeLabel('TxTypeValueTransfer')).toBe('ValueTransfer');
    expect(txTypeLabel('LegacyTxType')).toBe('LegacyTxType');
    expect(txTypeLabel('TxType')).toBe('TxType');
  });
});
