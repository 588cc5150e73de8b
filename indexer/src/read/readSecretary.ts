import type { Address, PublicClient } from 'viem';
import { votingAbi } from '@portal/core/abi/voting';
import { approversOfAccountKey } from '@portal/core/secretary/accountKey';
import { weightedMultisigAbi } from '@portal/core/secretary/secretaryCalls';

/**
 * The voting contract's secretary's approvers at a block, lower-case: the owners of our
 * WeightedMultisig, or the keys of a Klaytn account's weighted multisig key (klay_getAccountKey).
 * null when the secretary is neither (e.g. a plain account): then nobody approves.
 */
export async function readSecretaryApprovers(client: PublicClient, voting: Address, blockNumber: bigint): Promise<string[] | null> {
  const secretary = await client.readContract({ address: voting, abi: votingAbi, functionName: 'secretary', blockNumber });
  const code = await client.getCode({ address: secretary, blockNumber });
  if (code && code !== '0x') {
    const [owners] = await client.readContract({ address: secretary, abi: weightedMultisigAbi, functionName: 'getOwners', blockNumber });
    return owners.map((owner) => owner.toLowerCase());
  }
  try {
    const key = await client.request({ method: 'klay_getAccountKey' as 'eth_chainId', params: [secretary, `0x${blockNumber.toString(16)}`] as never });
    return approversOfAccountKey(key).approvers.map((a) => a.address);
  } catch {
    return null;
  }
}
