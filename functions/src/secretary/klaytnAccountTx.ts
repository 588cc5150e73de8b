/**
 * The Klaytn account kind's transaction: a `TxTypeSmartContractExecution` (0x30) from the secretary's
 * account, whose weighted multisig key the approvers hold. Each approver signs its SigHash; the raw
 * transaction carries every collected signature (txSignatures) and goes out with
 * klay_sendRawTransaction. Encoding is @kaiachain/js-ext-core's; tested against the worked example
 * in Kaia's documentation (build/transactions/basic, TxTypeSmartContractExecution).
 */
import { KlaytnTxFactory, TxType } from '@kaiachain/js-ext-core';
import { keccakHex, recoverDigestSigner, type SecretarySignature } from '@portal/core/secretary/secretaryCalls';

type Hex = `0x${string}`;

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

function klaytnTx(tx: KlaytnExecution, signatures: readonly SecretarySignature[] = []) {
  const built = KlaytnTxFactory.fromObject({
    type: TxType.SmartContractExecution,
    chainId: tx.chainId,
    from: tx.from,
    to: tx.to,
    value: tx.value,
    data: tx.input,
    nonce: tx.nonce,
    gasLimit: tx.gas,
    gasPrice: tx.gasPrice,
  });
  for (const signature of signatures) built.addSenderSig([signature.V, signature.R, signature.S]);
  return built;
}

/** SigRLP = encode([encode([type, nonce, gasPrice, gas, to, value, from, input]), chainid, 0, 0]). */
export const klaytnSigRlp = (tx: KlaytnExecution): Hex => klaytnTx(tx).sigRLP() as Hex;

/** What each approver signs: keccak256(SigRLP). */
export const klaytnSigHash = (tx: KlaytnExecution): Hex => keccakHex(klaytnSigRlp(tx));

/** The raw transaction, type + encode([nonce, gasPrice, gas, to, value, from, input, txSignatures]). */
export const klaytnRawTransaction = (tx: KlaytnExecution, signatures: readonly SecretarySignature[]): Hex =>
  klaytnTx(tx, signatures).txHashRLP() as Hex;

/** Its hash, the transaction hash the network reports. */
export const klaytnTxHash = (tx: KlaytnExecution, signatures: readonly SecretarySignature[]): Hex =>
  keccakHex(klaytnRawTransaction(tx, signatures));

/** The key that made an approver's signature of this transaction, lower-case; null when malformed. */
export const recoverKlaytnSigner = (tx: KlaytnExecution, signature: SecretarySignature): Promise<string | null> =>
  recoverDigestSigner(klaytnSigHash(tx), signature, tx.chainId);
