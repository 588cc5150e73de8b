/**
 * The Klaytn account kind's transaction: a `TxTypeSmartContractExecution` (0x30) from the secretary's
 * account, whose weighted multisig key the approvers hold. Each approver signs its SigHash; the raw
 * transaction carries every collected signature (txSignatures) and goes out with
 * klay_sendRawTransaction. Encoded in core/src/secretary/klaytnTx.ts; tested against the worked
 * example in Kaia's documentation (build/transactions/basic) and against @kaiachain/js-ext-core.
 */
import { type KlaytnExecution, klaytnRawTransaction, klaytnSigRlp } from '@portal/core/secretary/klaytnTx';
import { keccakHex, recoverDigestSigner, type SecretarySignature } from '@portal/core/secretary/secretaryCalls';

type Hex = `0x${string}`;

export { type KlaytnExecution, klaytnRawTransaction, klaytnSigRlp };

/** What each approver signs: keccak256(SigRLP). */
export const klaytnSigHash = (tx: KlaytnExecution): Hex => keccakHex(klaytnSigRlp(tx));

/** Its hash, the transaction hash the network reports. */
export const klaytnTxHash = (tx: KlaytnExecution, signatures: readonly SecretarySignature[]): Hex =>
  keccakHex(klaytnRawTransaction(tx, signatures));

/** The key that made an approver's signature of this transaction, lower-case; null when malformed. */
export const recoverKlaytnSigner = (tx: KlaytnExecution, signature: SecretarySignature): Promise<string | null> =>
  recoverDigestSigner(klaytnSigHash(tx), signature, tx.chainId);
