import { type PublicClient, toHex } from 'viem';
import * as z from 'zod';

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]+$/).transform((hex) => BigInt(hex));

/** The answer of the network's `kaia_getTotalSupply` (amounts in wei, as hex quantities). */
const TotalSupplySchema = z.object({
  number: hexQuantity,
  totalSupply: hexQuantity,
  totalMinted: hexQuantity,
  totalBurnt: hexQuantity,
  burntFee: hexQuantity,
  zeroBurn: hexQuantity,
  deadBurn: hexQuantity,
  kip103Burn: hexQuantity,
  kip160Burn: hexQuantity,
});
export type TotalSupply = z.infer<typeof TotalSupplySchema>;

/**
 * The total supply at a block, from the chain's own RPC namespace. The main network answers it
 * from its accounting; the devnet's RPC front answers the same method from its own blocks.
 */
export async function readTotalSupply(client: PublicClient, blockNumber: bigint): Promise<TotalSupply> {
  const answer = await client.request({
    method: 'kaia_getTotalSupply' as 'eth_chainId',
    params: [toHex(blockNumber)] as never,
  });
  return TotalSupplySchema.parse(answer);
}
