import type { Hex } from 'viem';

/** What the indexer read of one transaction (viem's shapes, reduced to what is used). */
export type ChainTransaction = {
  hash: Hex;
  blockNumber: bigint;
  transactionIndex: number;
  from: string;
  to: string | null;
  value: bigint;
  input: Hex;
  type: string;
};

export type ChainReceipt = {
  status: 'success' | 'reverted';
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  contractAddress?: string | null;
  /** Addresses that emitted the receipt's logs. */
  logAddresses: string[];
};
