import { concat, encodeFunctionData, type Address, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { weightedMultisigAbi } from './abis';
import { DEVNET_CHAIN_ID } from './chainConfig';

/** One call the multisig makes, at the nonce its signatures are for. */
export interface MultisigCall {
  to: Address;
  value: bigint;
  data: Hex;
  nonce: bigint;
}

/** The EIP-712 message WeightedMultisig.execute() checks (what MetaMask shows its owners). */
export function multisigTypedData(multisig: Address, call: MultisigCall, chainId = DEVNET_CHAIN_ID) {
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

/** Each owner's signature of the call, ordered by owner address as execute() requires. */
export async function signMultisigCall(multisig: Address, call: MultisigCall, owners: PrivateKeyAccount[]): Promise<Hex[]> {
  const sorted = [...owners].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1));
  return Promise.all(sorted.map((owner) => owner.signTypedData(multisigTypedData(multisig, call))));
}

/** The calldata of execute(to, value, data, signatures). */
export function encodeMultisigExecute(call: MultisigCall, signatures: Hex[]): Hex {
  return encodeFunctionData({ abi: weightedMultisigAbi, functionName: 'execute', args: [call.to, call.value, call.data, signatures] });
}

/** A signature's 65 bytes from its parts (how the portal's approvals store them). */
export const joinSignature = (r: Hex, s: Hex, v: number): Hex => concat([r, s, `0x${v.toString(16).padStart(2, '0')}`]);
