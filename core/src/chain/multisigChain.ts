/**
 * The contract kind's chain side: reads the voting contract's secretary (a WeightedMultisig) and
 * relays an approved call with the relayer's key. Only the secretary's signed-in routes use it,
 * through the API's one door to the chain (functions/src/chain/); no public request reads the chain.
 */
import { createClient, defineChain, getAddress, http, keccak256, TransactionNotFoundError, TransactionReceiptNotFoundError, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
// The actions one by one on a bare client (viem's tree-shakable form): createPublicClient's decorators
// pull in every action and, through them, the WebSocket transport and its `ws`, into the API Lambda.
import { estimateGas, getGasPrice, getTransaction, getTransactionReceipt, prepareTransactionRequest, readContract, sendRawTransaction, waitForTransactionReceipt } from 'viem/actions';
import { votingAbi } from '../abi/voting';
import { encodeMultisigExecute, multisigDigest, multisigTypedData, weightedMultisigAbi, type MultisigCall } from '../secretary/secretaryCalls';

export interface MultisigChainOptions {
  rpcUrl: string;
  chainId: number;
  voting: Address;
}

export interface MultisigState {
  address: Address;
  threshold: number;
  approvers: { address: Address; weight: number }[];
  nonce: bigint;
}

function clients(options: MultisigChainOptions) {
  const chain = defineChain({
    id: options.chainId,
    name: `chain ${options.chainId}`,
    nativeCurrency: { name: 'KLAY', symbol: 'KLAY', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  return { chain, client: createClient({ chain, transport: http(options.rpcUrl), cacheTime: 0 }) };
}

/** The voting contract's secretary and what it says of itself: owners, weights, threshold, nonce. */
export async function readMultisig(options: MultisigChainOptions): Promise<MultisigState> {
  const { client } = clients(options);
  const address = await readContract(client, { address: options.voting, abi: votingAbi, functionName: 'secretary' });
  const [[owners, weights], threshold, nonce] = await Promise.all([
    readContract(client, { address, abi: weightedMultisigAbi, functionName: 'getOwners' }),
    readContract(client, { address, abi: weightedMultisigAbi, functionName: 'threshold' }),
    readContract(client, { address, abi: weightedMultisigAbi, functionName: 'nonce' }),
  ]);
  return {
    address: getAddress(address),
    threshold: Number(threshold),
    approvers: owners.map((owner, i) => ({ address: getAddress(owner), weight: Number(weights[i]) })),
    nonce,
  };
}

/** What the call would cost if the secretary made it now (reverts with the voting contract's reason). */
export async function estimateSecretaryCall(options: MultisigChainOptions, from: Address, data: Hex): Promise<{ gas: bigint; gasPrice: bigint }> {
  const { client } = clients(options);
  const [gas, gasPrice] = await Promise.all([estimateGas(client, { account: from, to: options.voting, data }), getGasPrice(client)]);
  return { gas, gasPrice };
}

export { multisigDigest, multisigTypedData };

/** A relay transaction signed by the relayer and not yet sent: its hash is known before the chain has it. */
export interface SignedRelay {
  hash: Hex;
  raw: Hex;
}

/**
 * Signs execute(call, signatures) from the relayer, without sending it. The caller stores the hash
 * first, so a crash after the send still leaves the record able to find what the chain did.
 */
export async function signMultisigRelay(
  options: MultisigChainOptions,
  multisig: Address,
  relayerKey: Hex,
  call: MultisigCall,
  approvals: readonly { signer: string; signature: Hex }[],
): Promise<SignedRelay> {
  const { chain, client } = clients(options);
  const relayer = privateKeyToAccount(relayerKey);
  const data = encodeMultisigExecute(call, approvals);
  // Estimating first surfaces a revert's reason before anything is paid.
  const gas = await estimateGas(client, { account: relayer, to: multisig, data });
  const request = await prepareTransactionRequest(client, { account: relayer, chain, to: multisig, data, gas: (gas * 12n) / 10n });
  const raw = await relayer.signTransaction(request as Parameters<typeof relayer.signTransaction>[0]);
  return { hash: keccak256(raw), raw };
}

/** Sends a signed transaction and waits for its receipt; throws when it reverts. Answers its hash. */
export async function sendSignedAndWait(options: MultisigChainOptions, raw: Hex): Promise<Hex> {
  const { client } = clients(options);
  const hash = await sendRawTransaction(client, { serializedTransaction: raw });
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 250 });
  if (receipt.status !== 'success') throw new Error(`The secretary's transaction ${hash} reverted`);
  return hash;
}

export type TransactionOutcome = 'success' | 'reverted' | 'pending' | 'unknown';

/** What the chain did with a transaction: mined (succeeded or reverted), waiting to be mined, or nothing it knows of. */
export async function transactionOutcome(options: MultisigChainOptions, hash: Hex): Promise<TransactionOutcome> {
  const { client } = clients(options);
  try {
    return (await getTransactionReceipt(client, { hash })).status === 'success' ? 'success' : 'reverted';
  } catch (error) {
    // Only "no such receipt" means not mined: a failed read must not pass for it (the caller would reset the approvals).
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
  }
  try {
    await getTransaction(client, { hash });
    return 'pending';
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return 'unknown';
    throw error;
  }
}

export const relayerAddress = (relayerKey: Hex): Address => privateKeyToAccount(relayerKey).address;
