import { type Hex, toRlp } from 'viem';

/**
 * Kaia's `TxTypeSmartContractExecution` (type 0x30), encoded with viem's RLP, which the API bundles
 * anyway. @kaiachain/js-ext-core builds the same bytes, but with its own elliptic, bn.js and hashing
 * it made a fifth of the API Lambda; it stays as the tests' cross-check of every field, and Kaia's
 * published worked example pins the bytes.
 */

export const SMART_CONTRACT_EXECUTION = 0x30;

export interface KlaytnExecution {
  chainId: number;
  from: string;
  to: string;
  value: bigint;
  input: Hex;
  nonce: bigint;
  gas: bigint;
  gasPrice: bigint;
}

export type KlaytnSignature = { V: string; R: string; S: string };

/** An RLP integer: big-endian without leading zeros, zero as the empty string. */
function integer(value: bigint | number | string): Hex {
  const n = BigInt(value);
  if (n === 0n) return '0x';
  const hex = n.toString(16);
  return `0x${hex.length % 2 ? `0${hex}` : hex}`;
}

const address = (value: string): Hex => value.toLowerCase() as Hex;

const fields = (tx: KlaytnExecution): Hex[] => [integer(tx.nonce), integer(tx.gasPrice), integer(tx.gas), address(tx.to), integer(tx.value), address(tx.from), tx.input];

/** SigRLP = encode([encode([type, nonce, gasPrice, gas, to, value, from, input]), chainid, 0, 0]). */
export function klaytnSigRlp(tx: KlaytnExecution): Hex {
  return toRlp([toRlp([integer(SMART_CONTRACT_EXECUTION), ...fields(tx)]), integer(tx.chainId), '0x', '0x']);
}

/** The raw transaction: type + encode([nonce, gasPrice, gas, to, value, from, input, txSignatures]). */
export function klaytnRawTransaction(tx: KlaytnExecution, signatures: readonly KlaytnSignature[]): Hex {
  const encoded = toRlp([...fields(tx), signatures.map((s) => [integer(s.V), integer(s.R), integer(s.S)])]);
  return `0x${SMART_CONTRACT_EXECUTION.toString(16)}${encoded.slice(2)}`;
}
