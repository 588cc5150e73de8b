import type { GetBlockReturnType, PublicClient } from 'viem';

/**
 * The chain reads every job of one indexer pass shares: the head, and the blocks the jobs' windows
 * open and close on. The jobs follow the same chain to the same confirmed head, so a pass asks for
 * them once instead of once a job (an idle pass made 15 requests, 2 a job). A failed read is not
 * kept: the next job asks again.
 */
export type PassReads = {
  head(): Promise<bigint>;
  block(blockNumber: bigint): Promise<GetBlockReturnType>;
};

export function passReads(client: PublicClient): PassReads {
  let head: Promise<bigint> | null = null;
  const blocks = new Map<bigint, Promise<GetBlockReturnType>>();
  return {
    head() {
      head ??= client.getBlockNumber().catch((error: unknown) => {
        head = null;
        throw error;
      });
      return head;
    },
    block(blockNumber) {
      let found = blocks.get(blockNumber);
      if (!found) {
        found = client.getBlock({ blockNumber }).catch((error: unknown) => {
          blocks.delete(blockNumber);
          throw error;
        });
        blocks.set(blockNumber, found);
      }
      return found;
    },
  };
}
