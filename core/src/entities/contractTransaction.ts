import * as z from 'zod';
import { Address, DecimalString, TxHash } from './primitives';

/**
 * Transactions of the contracts the portal follows (councils' node, reward and staking addresses,
 * and the contracts councils register for their activities), as the indexer found them on chain
 * (spec §3 "Transaction (per contract)").
 */

/** progress: mined but not yet past the confirmations; failed: reverted; success otherwise. */
export const TxStatus = z.enum(['progress', 'failed', 'success']);
export type TxStatus = z.infer<typeof TxStatus>;

export const ContractTransactionSchema = z.strictObject({
  hash: TxHash,
  block: z.number().int().nonnegative(),
  /** Position in its block. */
  index: z.number().int().nonnegative(),
  from: Address,
  /** Null for a contract creation. */
  to: Address.nullable(),
  status: TxStatus,
  /** KLAY sent with the transaction, exact decimal. */
  value: DecimalString,
  /** KLAY paid for gas (gas used × effective gas price), exact decimal. */
  tx_fee: DecimalString,
  /** The network's type name, e.g. TxTypeValueTransfer or TxTypeEthereumDynamicFee. */
  tx_type: z.string().min(1),
  /** The block's time. */
  date: z.iso.datetime(),
});
export type ContractTransaction = z.infer<typeof ContractTransactionSchema>;

/** GET /v1/transactions/{address}: newest first; `next` asks for the following page. */
export const TransactionPageSchema = z.strictObject({
  items: z.array(ContractTransactionSchema),
  next: z.string().nullable(),
});
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

/** One followed contract's transactions on one Singapore day (what the rankings add up). */
export const ContractDaySchema = z.strictObject({
  address: Address,
  /** yyyy-MM-dd in Singapore time (UTC+8). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  tx_count: z.number().int().nonnegative(),
  tx_fee: DecimalString,
  /** Distinct sending accounts (lowercase), for the monthly active accounts. */
  senders: z.array(z.string()),
});
export type ContractDay = z.infer<typeof ContractDaySchema>;
