import { createConfig } from 'ponder';
import { http } from 'viem';
import { stakingTrackerAbi, votingAbi } from '../../core/src/abi/voting';

/** Everything comes from the bench (scripts/bench/ponder.ts): the devnet it started and the range to index. */
function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: this project is run by scripts/bench/ponder.ts`);
  return value;
}

export default createConfig({
  // A fresh folder per run: nothing cached from an earlier run, as for our backfill's fresh table.
  database: { kind: 'pglite', directory: env('PONDER_DB_DIR') },
  networks: {
    devnet: {
      chainId: Number(env('PONDER_CHAIN_ID')),
      transport: http(env('PONDER_RPC_URL')),
      // A local node: no rate limit to respect (Ponder's default is 50 requests a second).
      maxRequestsPerSecond: 1_000,
    },
  },
  contracts: {
    Voting: {
      network: 'devnet',
      abi: votingAbi,
      address: env('PONDER_VOTING_ADDRESS') as `0x${string}`,
      startBlock: Number(env('PONDER_START_BLOCK')),
      // The same last block as our backfill, and final for Ponder: the whole range is historical.
      endBlock: Number(env('PONDER_END_BLOCK')),
    },
    // Our backfill reads the tracker's logs with the voting contract's (the voter mapping follows them).
    StakingTracker: {
      network: 'devnet',
      abi: stakingTrackerAbi,
      address: env('PONDER_TRACKER_ADDRESS') as `0x${string}`,
      startBlock: Number(env('PONDER_START_BLOCK')),
      endBlock: Number(env('PONDER_END_BLOCK')),
    },
  },
});
