import { getAddress } from 'viem';
import type { ContractDay, ContractTransaction } from '@portal/core/entities/contractTransaction';
import { klayToPeb, pebToKlay } from '@portal/core/format';
import type { ChainReceipt, ChainTransaction } from '../model/chainTransaction';

/**
 * Pure projections of followed contracts' transactions: chain data → the transaction item, which
 * followed addresses it is filed under, and the Singapore-day totals the rankings add up.
 */

/**
 * The network's name of a transaction's type. Ethereum-typed transactions keep Kaia's names for
 * them (what kaia_getTransactionByHash reports); a node that answers with its own type name
 * (`typeName`) is taken at its word.
 */
export function txTypeName(tx: Pick<ChainTransaction, 'type' | 'to' | 'input' | 'value'> & { typeName?: string }): string {
  if (tx.typeName?.startsWith('TxType')) return tx.typeName;
  switch (tx.type) {
    case 'eip1559':
      return 'TxTypeEthereumDynamicFee';
    case 'eip2930':
      return 'TxTypeEthereumAccessList';
    case 'eip7702':
      return 'TxTypeEthereumSetCode';
    default:
      return 'TxTypeLegacyTransaction';
  }
}

/**
 * The transaction as the portal shows it, and the followed addresses (lowercase) it belongs to:
 * its sender, its recipient (or the contract it created) and every followed contract that logged in it.
 */
export function projectContractTransaction(
  tx: ChainTransaction,
  receipt: ChainReceipt,
  blockTime: bigint,
  followed: ReadonlySet<string>,
): { tx: ContractTransaction; addresses: string[] } {
  const created = receipt.contractAddress ?? null;
  const concerned = [tx.from, tx.to ?? created, ...receipt.logAddresses].filter((a): a is string => !!a).map((a) => a.toLowerCase());
  const addresses = [...new Set(concerned)].filter((a) => followed.has(a)).sort();
  return {
    tx: {
      hash: tx.hash,
      block: Number(tx.blockNumber),
      index: tx.transactionIndex,
      from: getAddress(tx.from),
      to: tx.to ? getAddress(tx.to) : null,
      status: receipt.status === 'success' ? 'success' : 'failed',
      value: pebToKlay(tx.value),
      tx_fee: pebToKlay(receipt.gasUsed * receipt.effectiveGasPrice),
      tx_type: txTypeName(tx),
      date: new Date(Number(blockTime) * 1000).toISOString(),
    },
    addresses,
  };
}

/** Singapore time, UTC+8 all year (spec: rankings are collected on Singapore time). */
const SINGAPORE_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The Singapore day (yyyy-MM-dd) of an instant. */
export function singaporeDay(date: Date | string): string {
  return new Date(new Date(date).getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10);
}

/** A Singapore day as the UTC instants [from, to) it spans. */
export function singaporeDayRange(day: string): { from: string; to: string } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - SINGAPORE_OFFSET_MS;
  return { from: new Date(start).toISOString(), to: new Date(start + DAY_MS).toISOString() };
}

/** The Singapore day `n` days before `day` (n may be negative). */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - n * DAY_MS).toISOString().slice(0, 10);
}

/** A followed address's totals for one Singapore day, from every transaction filed under it that day. */
export function projectContractDay(address: string, day: string, txs: readonly ContractTransaction[]): ContractDay {
  const fee = txs.reduce((sum, tx) => sum + klayToPeb(tx.tx_fee), 0n);
  return {
    address: getAddress(address),
    day,
    tx_count: txs.length,
    tx_fee: pebToKlay(fee),
    senders: [...new Set(txs.map((tx) => tx.from.toLowerCase()))].sort(),
  };
}
