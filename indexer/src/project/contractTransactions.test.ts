import { describe, expect, it } from 'vitest';
import type { ContractTransaction } from '@portal/core/entities/contractTransaction';
import type { ChainReceipt, ChainTransaction } from '../model/chainTransaction';
import {
  projectContractDay,
  projectContractTransaction,
  txTypeName,
} from './contractTransactions';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const C = '0x3333333333333333333333333333333333333333';
const SENDER = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';

const tx = (extra: Partial<ChainTransaction> = {}): ChainTransaction => ({
  hash: `0x${'ab'.repeat(32)}`,
  blockNumber: 120n,
  transactionIndex: 2,
  from: SENDER,
  to: A,
  value: 1_500_000_000_000_000_000n,
  input: '0x',
  type: 'eip1559',
  ...extra,
});
const receipt = (extra: Partial<ChainReceipt> = {}): ChainReceipt => ({
  status: 'success',
  gasUsed: 21_000n,
  effectiveGasPrice: 25_000_000_000n,
  logAddresses: [],
  ...extra,
});

describe('projectContractTransaction', () => {
  it('shapes the transaction in KLAY with its fee and the block time', () => {
    const { tx: projected, addresses } = projectContractTransaction(tx(), receipt(), 1_788_220_920n, new Set([A.toLowerCase()]));
    expect(projected).toEqual({
      hash: `0x${'ab'.repeat(32)}`,
      block: 120,
      index: 2,
      from: '0xABcdEFABcdEFabcdEfAbCdefabcdeFABcDEFabCD',
      to: A,
      status: 'success',
      value: '1.5',
      tx_fee: '0.000525',
      tx_type: 'TxTypeEthereumDynamicFee',
      date: '2026-09-01T00:02:00.000Z',
    });
    expect(addresses).toEqual([A.toLowerCase()]);
  });

  it('files it under every followed address it concerns: sender, recipient, created contract, loggers', () => {
    const followed = new Set([A, B, C, SENDER].map((a) => a.toLowerCase()));
    expect(projectContractTransaction(tx({ to: B }), receipt({ logAddresses: [C, C.toUpperCase().replace('0X', '0x')] }), 0n, followed).addresses).toEqual(
      [B, C, SENDER].map((a) => a.toLowerCase()).sort(),
    );
    expect(projectContractTransaction(tx({ to: null }), receipt({ contractAddress: A }), 0n, new Set([A.toLowerCase()])).addresses).toEqual([A.toLowerCase()]);
    expect(projectContractTransaction(tx({ to: B }), receipt(), 0n, new Set([C.toLowerCase()])).addresses).toEqual([]);
  });

  it('marks a reverted transaction failed, and still counts its fee', () => {
    const { tx: failed } = projectContractTransaction(tx({ value: 0n }), receipt({ status: 'reverted', gasUsed: 30_000n }), 0n, new Set());
    expect(failed.status).toBe('failed');
    expect(failed.value).toBe('0');
    expect(failed.tx_fee).toBe('0.00075');
  });
});

describe('txTypeName', () => {
  it("names Ethereum-typed transactions as Kaia does, and trusts a node's own type name", () => {
    expect(txTypeName(tx({ type: 'legacy' }))).toBe('TxTypeLegacyTransaction');
    expect(txTypeName(tx({ type: 'eip2930' }))).toBe('TxTypeEthereumAccessList');
    expect(txTypeName(tx({ type: 'eip1559' }))).toBe('TxTypeEthereumDynamicFee');
    expect(txTypeName({ ...tx(), typeName: 'TxTypeFeeDelegatedValueTransfer' })).toBe('TxTypeFeeDelegatedValueTransfer');
  });
});

describe('projectContractDay', () => {
  it('adds up count and fees exactly, and keeps distinct senders', () => {
    const base = projectContractTransaction(tx(), receipt(), 0n, new Set()).tx;
    const txs: ContractTransaction[] = [
      { ...base, tx_fee: '0.1', from: A },
      { ...base, tx_fee: '0.2', from: A.toUpperCase().replace('0X', '0x') },
      { ...base, tx_fee: '0.000000000000000001', from: B },
    ];
    expect(projectContractDay(C.toLowerCase(), '2026-11-15', txs)).toEqual({
      address: C,
      day: '2026-11-15',
      tx_count: 3,
      tx_fee: '0.300000000000000001',
      senders: [A.toLowerCase(), B.toLowerCase()],
    });
  });
});
