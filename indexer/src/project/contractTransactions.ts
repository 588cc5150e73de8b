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
