import type { Address, PublicClient } from 'viem';
import { addressBookAbi } from '@portal/core/abi/addressBook';
import { cnStakingAbi } from '@portal/core/abi/cnStaking';
import type { AddressBookState } from '../model/addressBook';

/** Every staking contract in the address book with its council and staked amount, at one block. */
export async function readAddressBook(client: PublicClient, addressBook: Address, blockNumber: bigint): Promise<AddressBookState> {
  const [nodeIds, stakings, rewards, kcf, kff] = await client.readContract({
    address: addressBook,
    abi: addressBookAbi,
    functionName: 'getAllAddressInfo',
    blockNumber,
  });
  const stakingContracts = await Promise.all(
    stakings.map(async (address, i) => {
      const [councilId, version, unstaking, balance] = await Promise.all([
        client.readContract({ address, abi: cnStakingAbi, functionName: 'gcId', blockNumber }),
        client.readContract({ address, abi: cnStakingAbi, functionName: 'VERSION', blockNumber }),
        client.readContract({ address, abi: cnStakingAbi, functionName: 'unstaking', blockNumber }),
        client.getBalance({ address, blockNumber }),
      ]);
      return {
        address,
        nodeId: nodeIds[i]!,
        rewardAddress: rewards[i]!,
        councilId: Number(councilId),
        version: Number(version),
        staked: balance > unstaking ? balance - unstaking : 0n,
      };
    }),
  );
  return { stakingContracts, kcf, kff };
}
