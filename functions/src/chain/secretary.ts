/**
 * The voting contract's secretary behind one interface, two kinds (ARCHITECTURE "The secretary"):
 * - `contract`: our WeightedMultisig (devnet, any EVM chain). Approvers sign its EIP-712 message;
 *   the contract checks signatures and weight; confirm is relayed with the relayer's key.
 * - `klaytnAccount`: a Klaytn account with a weighted multisig key (main network). Approvers sign
 *   the TxTypeSmartContractExecution's SigHash; confirm submits it with every signature.
 * Weights and threshold always come from the chain, never from configuration.
 */
import type { ServerConfig } from '@portal/core/config';
import type { DraftTransaction } from '@portal/core/entities/proposalDraft';
import {
  estimateSecretaryCall,
  multisigTypedData,
  readMultisig,
  sendSignedAndWait,
  signMultisigRelay,
  transactionOutcome,
  type MultisigChainOptions,
  type TransactionOutcome,
  type SignedRelay,
} from '@portal/core/chain/multisigChain';
import {
  encodeVotingCall,
  multisigDigest,
  recoverDigestSigner,
  signatureBytes,
  type SecretaryKind,
  type SecretarySignature,
  type VotingCall,
} from '@portal/core/secretary/secretaryCalls';
import { HTTPException } from 'hono/http-exception';
import { klaytnRawTransaction, klaytnSigHash, klaytnTxHash, recoverKlaytnSigner, type KlaytnExecution } from '../secretary/klaytnAccountTx';
import { klaytnRpc, readKlaytnSecretary } from './klaytnAccount';
import { relayerKey } from '../secretary/relayerKey';

type Hex = `0x${string}`;

export interface SecretaryApprovers {
  /** The secretary's own address (the proposer on chain). */
  address: string;
  threshold: number;
  approvers: { address: string; weight: number }[];
}

/** What an approver's wallet is asked to sign for a transaction. */
export type SigningRequest =
  | { kind: 'contract'; typedData: JsonTypedData }
  | { kind: 'klaytnAccount'; sigHash: Hex };

/** The EIP-712 message as eth_signTypedData_v4 takes it: uint256 values as decimal strings (JSON has no bigint). */
type JsonTypedData = Omit<ReturnType<typeof multisigTypedData>, 'message'> & { message: { to: string; value: string; data: string; nonce: string } };

export interface Secretary {
  kind: SecretaryKind;
  approvers(): Promise<SecretaryApprovers>;
  /** The secretary transaction for `call` as of now (nonce, gas, gas price). */
  prepare(call: VotingCall): Promise<DraftTransaction>;
  signingRequest(tx: DraftTransaction): SigningRequest;
  /** Who signed `tx` with `signature` (lower-case), or null. */
  recoverSigner(tx: DraftTransaction, signature: SecretarySignature): Promise<string | null>;
  /** Whether the transaction's nonce is still the secretary's next one (else its approvals are spent). */
  isCurrent(tx: DraftTransaction): Promise<boolean>;
  /** The transaction that carries it with the approvals, signed and not sent: its hash is known now. */
  sign(tx: DraftTransaction, approvals: readonly { signer: string; signature: SecretarySignature }[]): Promise<SignedRelay>;
  /** Sends what `sign` made; answers its hash once mined, throws when it reverts. */
  sendSigned(signed: SignedRelay): Promise<Hex>;
  /** What the chain did with a transaction this secretary signed earlier. */
  outcome(hash: Hex): Promise<TransactionOutcome>;
}

function votingAddress(config: ServerConfig): Hex {
  if (!config.VOTING_ADDRESS) throw new HTTPException(503, { message: 'The voting contract is not configured on this server' });
  return config.VOTING_ADDRESS as Hex;
}

function contractSecretary(config: ServerConfig): Secretary {
  const options: MultisigChainOptions = { rpcUrl: config.RPC_URL, chainId: config.CHAIN_ID, voting: votingAddress(config) };
  const multisigCall = (tx: DraftTransaction) => ({ to: tx.to as Hex, value: 0n, data: tx.input as Hex, nonce: BigInt(tx.nonce) });
  return {
    kind: 'contract',
    async approvers() {
      const state = await readMultisig(options);
      return { address: state.address, threshold: state.threshold, approvers: state.approvers };
    },
    async prepare(call) {
      const state = await readMultisig(options);
      const input = encodeVotingCall(call);
      const { gas, gasPrice } = await estimateSecretaryCall(options, state.address, input);
      return { from: state.address, to: options.voting, input, nonce: String(state.nonce), gas: String(gas), gasPrice: String(gasPrice) };
    },
    signingRequest(tx) {
      const typedData = multisigTypedData(config.CHAIN_ID, tx.from as Hex, multisigCall(tx));
      const { message } = typedData;
      return { kind: 'contract', typedData: { ...typedData, message: { ...message, value: String(message.value), nonce: String(message.nonce) } } };
    },
    recoverSigner(tx, signature) {
      return recoverDigestSigner(multisigDigest(config.CHAIN_ID, tx.from as Hex, multisigCall(tx)), signature, config.CHAIN_ID);
    },
    async isCurrent(tx) {
      return (await readMultisig(options)).nonce === BigInt(tx.nonce);
    },
    async sign(tx, approvals) {
      const key = await relayerKey(config);
      const signed = approvals.map((a) => ({ signer: a.signer, signature: signatureBytes(a.signature, config.CHAIN_ID)! }));
      return signMultisigRelay(options, tx.from as Hex, key, multisigCall(tx), signed);
    },
    sendSigned: (signed) => sendSignedAndWait(options, signed.raw),
    outcome: (hash) => transactionOutcome(options, hash),
  };
}

function klaytnAccountSecretary(config: ServerConfig): Secretary {
  const voting = votingAddress(config);
  const rpc = klaytnRpc(config.RPC_URL);
  const execution = (tx: DraftTransaction): KlaytnExecution => ({
    chainId: config.CHAIN_ID,
    from: tx.from,
    to: tx.to,
    value: 0n,
    input: tx.input as Hex,
    nonce: BigInt(tx.nonce),
    gas: BigInt(tx.gas),
    gasPrice: BigInt(tx.gasPrice),
  });
  return {
    kind: 'klaytnAccount',
    approvers: () => readKlaytnSecretary(rpc, voting),
    async prepare(call) {
      const { address } = await readKlaytnSecretary(rpc, voting);
      const input = encodeVotingCall(call);
      const [nonce, gasPrice, gas] = await Promise.all([
        rpc<string>('klay_getTransactionCount', [address, 'pending']),
        rpc<string>('klay_gasPrice', []),
        rpc<string>('klay_estimateGas', [{ from: address, to: voting, data: input }]),
      ]);
      // Signatures of a multisig key add validation gas the estimate does not see: a margin.
      return { from: address, to: voting, input, nonce: String(BigInt(nonce)), gas: String((BigInt(gas) * 3n) / 2n + 100_000n), gasPrice: String(BigInt(gasPrice)) };
    },
    signingRequest(tx) {
      return { kind: 'klaytnAccount', sigHash: klaytnSigHash(execution(tx)) };
    },
    recoverSigner(tx, signature) {
      return recoverKlaytnSigner(execution(tx), signature);
    },
    async isCurrent(tx) {
      return BigInt(await rpc<string>('klay_getTransactionCount', [tx.from, 'pending'])) === BigInt(tx.nonce);
    },
    async sign(tx, approvals) {
      const signatures = approvals.map((a) => a.signature);
      return { hash: klaytnTxHash(execution(tx), signatures), raw: klaytnRawTransaction(execution(tx), signatures) };
    },
    async sendSigned(signed) {
      const hash = await rpc<Hex>('klay_sendRawTransaction', [signed.raw]);
      if (hash.toLowerCase() !== signed.hash.toLowerCase()) throw new Error(`The node answered ${hash} for the secretary's transaction, not its own hash`);
      return hash;
    },
    async outcome(hash) {
      const receipt = await rpc<{ status: string } | null>('klay_getTransactionReceipt', [hash]);
      if (receipt) return BigInt(receipt.status) === 1n ? 'success' : 'reverted';
      return (await rpc<unknown>('klay_getTransactionByHash', [hash])) ? 'pending' : 'unknown';
    },
  };
}

const secretaries = new WeakMap<ServerConfig, Secretary>();

/** The deployment's secretary, of the kind SECRETARY_KIND names. */
export function secretaryOf(config: ServerConfig | undefined): Secretary {
  if (!config) throw new HTTPException(503, { message: 'The secretary is not configured on this server' });
  let secretary = secretaries.get(config);
  if (!secretary) {
    secretary = config.SECRETARY_KIND === 'klaytnAccount' ? klaytnAccountSecretary(config) : contractSecretary(config);
    secretaries.set(config, secretary);
  }
  return secretary;
}
