/**
 * The pure parts of the voting contract's secretary, shared by its two kinds (functions/src/secretary):
 * which voting-contract call it makes, the approvers' signature as the API takes it, signer recovery,
 * and the contract kind's EIP-712 message and execute() calldata. No I/O here.
 */
import {
  concat,
  encodeFunctionData,
  hashTypedData,
  keccak256,
  numberToHex,
  recoverAddress,
  type Address,
  type Hex,
} from 'viem';
import * as z from 'zod';
import { votingAbi } from '../abi/voting';
import { isCanonicalSignature } from '../signIn/signatures';

/** `contract`: a WeightedMultisig of ours (devnet, any EVM chain); `klaytnAccount`: a Klaytn account with a weighted multisig key (main network). */
export const SECRETARY_KINDS = ['contract', 'klaytnAccount'] as const;
export type SecretaryKind = (typeof SECRETARY_KINDS)[number];

/** What the secretary asks of the voting contract: an agenda's proposal, or a step in its life. */
export type VotingCall =
  | {
      kind: 'propose';
      description: string;
      targets: readonly Address[];
      values: readonly bigint[];
      calldatas: readonly Hex[];
      votingDelay: bigint;
      votingPeriod: bigint;
    }
  | { kind: 'queue' | 'execute' | 'cancel'; proposalId: bigint };

export function encodeVotingCall(call: VotingCall): Hex {
  if (call.kind === 'propose') {
    return encodeFunctionData({
      abi: votingAbi,
      functionName: 'propose',
      args: [call.description, call.targets, call.values, call.calldatas, call.votingDelay, call.votingPeriod],
    });
  }
  return encodeFunctionData({ abi: votingAbi, functionName: call.kind, args: [call.proposalId] });
}

const hex32 = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be hex of at most 32 bytes');

/**
 * An approver's signature as `PUT /v1/proposals/drafts/{id}/approve` takes it (admin spec §7.4:
 * JSON of V, R, S, trimmed: no leading zeros needed). V is 27/28, 0/1 or EIP-155 style
 * (chainId × 2 + 35/36, what Klaytn transactions carry).
 */
export const SecretarySignatureSchema = z.strictObject({ V: hex32, R: hex32, S: hex32 });
export type SecretarySignature = z.infer<typeof SecretarySignatureSchema>;

const pad32 = (value: string): Hex => numberToHex(BigInt(value), { size: 32 });

/** The recovery id (0 or 1) a signature's V stands for, or null when V fits none of the three styles. */
export function recoveryId(v: number, chainId: number): 0 | 1 | null {
  if (v === 0 || v === 1) return v;
  if (v === 27 || v === 28) return (v - 27) as 0 | 1;
  const eip155 = v - 35 - 2 * chainId;
  return eip155 === 0 || eip155 === 1 ? eip155 : null;
}

/** The signature's 65 bytes (r, s, v as 27/28), what ecrecover and WeightedMultisig take. */
export function signatureBytes(signature: SecretarySignature, chainId: number): Hex | null {
  const id = recoveryId(Number(BigInt(signature.V)), chainId);
  if (id === null) return null;
  return concat([pad32(signature.R), pad32(signature.S), numberToHex(27 + id, { size: 1 })]);
}

/** Who signed `digest`, lower-case; null for a malformed or malleable signature. */
export async function recoverDigestSigner(digest: Hex, signature: SecretarySignature, chainId: number): Promise<string | null> {
  if (!isCanonicalSignature(BigInt(signature.R), BigInt(signature.S))) return null;
  const bytes = signatureBytes(signature, chainId);
  if (!bytes) return null;
  try {
    return (await recoverAddress({ hash: digest, signature: bytes })).toLowerCase();
  } catch {
    return null;
  }
}

export const keccakHex = (bytes: Hex): Hex => keccak256(bytes);

// The contract kind: WeightedMultisig (devnet/contracts/WeightedMultisig.sol).

export const weightedMultisigAbi = [
  { type: 'function', name: 'nonce', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'threshold', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  {
    type: 'function',
    name: 'getOwners',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: '', type: 'address[]' },
      { name: '', type: 'uint256[]' },
    ],
  },
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
      { name: 'signatures', type: 'bytes[]' },
    ],
    outputs: [{ name: '', type: 'bytes' }],
  },
] as const;

/** One call of the multisig at the nonce its approvals are for. */
export interface MultisigCall {
  to: Address;
  value: bigint;
  data: Hex;
  nonce: bigint;
}

/** The EIP-712 message an approver signs (MetaMask's eth_signTypedData_v4 shows it field by field). */
export function multisigTypedData(chainId: number, multisig: Address, call: MultisigCall) {
  return {
    domain: { name: 'WeightedMultisig', version: '1', chainId, verifyingContract: multisig },
    types: {
      Execute: [
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'data', type: 'bytes' },
        { name: 'nonce', type: 'uint256' },
      ],
    },
    primaryType: 'Execute',
    message: call,
  } as const;
}

export const multisigDigest = (chainId: number, multisig: Address, call: MultisigCall): Hex =>
  hashTypedData(multisigTypedData(chainId, multisig, call));

/** execute(to, value, data, signatures), with the approvals ordered by signer as the contract requires. */
export function encodeMultisigExecute(call: MultisigCall, approvals: readonly { signer: string; signature: Hex }[]): Hex {
  const ordered = [...approvals].sort((a, b) => (BigInt(a.signer) < BigInt(b.signer) ? -1 : 1));
  return encodeFunctionData({
    abi: weightedMultisigAbi,
    functionName: 'execute',
    args: [call.to, call.value, call.data, ordered.map((a) => a.signature)],
  });
}

/** Signed weight as the draft shows it: the sum of the approvals, capped at the threshold (admin spec §4.6). */
export function signedWeight(weights: readonly number[], threshold: number): number {
  return Math.min(
    weights.reduce((sum, weight) => sum + weight, 0),
    threshold,
  );
}

/** eth_call data of the voting contract's secretary() getter, and its answer's address. */
export const secretaryGetterData = (): Hex => encodeFunctionData({ abi: votingAbi, functionName: 'secretary' });
export const addressFromWord = (word: Hex): string => `0x${word.slice(-40)}`.toLowerCase();

/** The address of an uncompressed secp256k1 public key given as x and y (what klay_getAccountKey answers). */
export function addressOfPublicKey(x: string, y: string): string {
  const pad = (v: string) => BigInt(v).toString(16).padStart(64, '0');
  return `0x${keccak256(`0x${pad(x)}${pad(y)}`).slice(-40)}`;
}
