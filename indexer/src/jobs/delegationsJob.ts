import type { Address } from 'viem';
import { getCouncilList } from '@portal/core/db/repositories/councils';
import { listDelegationPools, listPoolHoldings, putDelegations } from '@portal/core/db/repositories/delegations';
import type { DelegationHolding, DelegationPool } from '@portal/core/entities/delegation';
import type { IndexerContext } from '../context';
import { AdaptiveRange, type AdaptiveRangeOptions } from '../read/adaptiveRange';
import { readHolding, readMovedHolders, readPoolTotals, readPublicDelegationOf } from '../read/publicDelegation';
import { closeBlockWindow, isBlockWindow, openNewBlocks } from './blockWindow';
import type { JobResult } from './jobResult';
import { sameContent } from './sameContent';

export const DELEGATIONS_JOB = 'delegations';

/** Staking contracts already asked and settled (a pool found, or none for good), kept in the checkpoint. */
const SETTLED = 'settled';

const withoutBlock = <T extends { block: number }>({ block: _block, ...rest }: T) => rest;

/**
 * On the network rewards reach a PublicDelegation every block, so the value of a share moves all the
 * time: every holder is valued again at most once an hour of blocks (a holder whose shares moved is
 * read at once). The pool item records the totals of that last valuation.
 */
export const VALUE_REFRESH_BLOCKS = 3_600;

/**
 * Public delegation: for every council staking contract that is a CnStakingV3 with a PublicDelegation,
 * each holder's pdKAIA shares and their KAIA value at the indexed block. Holders are found by the
 * contract's Transfer logs (mint and burn) and read at once; every holder's value is read again when
 * the value of a share moved (rewards, commission), at most every VALUE_REFRESH_BLOCKS. Items are written only when they changed, so a pass that sees
 * nothing new writes nothing but its checkpoint.
 */
export async function runDelegationsJob(ctx: IndexerContext, options: { range?: AdaptiveRangeOptions; valueRefreshBlocks?: number } = {}): Promise<JobResult> {
  const window = await openNewBlocks(ctx, DELEGATIONS_JOB);
  if (!isBlockWindow(window)) return window;
  const { db, client } = ctx;
  const block = window.target;

  // A chain that changed under the checkpoint: everything is asked and read again from the start block.
  const settled = new Set(window.replaced ? [] : (window.previous?.totals[SETTLED] ?? '').split(',').filter(Boolean));
  const stored = new Map((await listDelegationPools(db)).map((p) => [p.pool.toLowerCase(), p]));
  const known = window.replaced ? new Map<string, DelegationPool>() : stored;

  const found: { pool: Address; staking: Address; councilId: number }[] = [];
  for (const council of await getCouncilList(db)) {
    for (const contract of council.contracts.filter((c) => c.type === 'staking')) {
      const staking = contract.address as Address;
      if (settled.has(staking.toLowerCase())) continue;
      const answer = await readPublicDelegationOf(client, staking, block);
      if ('pool' in answer) found.push({ pool: answer.pool, staking, councilId: council.id });
      else if (answer.none === 'unrecognised') ctx.log(`${DELEGATIONS_JOB}: staking contract ${staking} of council ${council.id} not recognised; skipped`);
      // Public delegation can still be set up on a contract not yet initialised: ask again next pass.
      if (!('none' in answer && answer.none === 'not set yet')) settled.add(staking.toLowerCase());
    }
  }
  const fresh = found.filter((f) => !known.has(f.pool.toLowerCase()));

  const range = new AdaptiveRange(options.range ?? { initial: 100_000, max: 1_000_000 });
  const movedSinceCheckpoint = await readMovedHolders(client, [...known.values()].map((p) => p.pool as Address), window.from, block, range);
  const movedEver = await readMovedHolders(client, fresh.map((f) => f.pool), window.startBlock, block, range);

  const pools: DelegationPool[] = [];
  const holdings: DelegationHolding[] = [];
  const emptied: { pool: string; holder: string }[] = [];
  const followed = [...known.values()].map((p) => ({ pool: p.pool as Address, staking: p.staking as Address, councilId: p.council_id })).concat(fresh);
  const refreshAfter = BigInt(options.valueRefreshBlocks ?? VALUE_REFRESH_BLOCKS);
  for (const { pool, staking, councilId } of followed) {
    const key = pool.toLowerCase();
    const totals = await readPoolTotals(client, pool, block);
    const next: DelegationPool = { pool, staking, council_id: councilId, total_shares: String(totals.shares), total_assets: String(totals.assets), block: Number(block) };
    const previous = stored.get(key);
    const revalue = !previous || (!sameContent(withoutBlock(previous), withoutBlock(next)) && block - BigInt(previous.block) >= refreshAfter);
    const moved = (movedSinceCheckpoint.get(key) ?? movedEver.get(key)) ?? new Set<Address>();
    if (!revalue && moved.size === 0) continue;
    if (revalue) pools.push(next);

    const had = new Map((await listPoolHoldings(db, pool)).map((h) => [h.holder.toLowerCase(), h]));
    const toRead = new Set<Address>(moved);
    if (revalue) for (const h of had.values()) toRead.add(h.holder as Address);
    for (const holder of toRead) {
      const { shares, assets } = await readHolding(client, pool, holder, block);
      const before = had.get(holder.toLowerCase());
      if (shares === 0n) {
        if (before) emptied.push({ pool, holder });
        continue;
      }
      const holding: DelegationHolding = { holder, pool, council_id: councilId, shares: String(shares), assets: String(assets), block: Number(block) };
      if (!before || !sameContent(withoutBlock(before), withoutBlock(holding))) holdings.push(holding);
    }
  }
  await putDelegations(db, { pools, holdings, emptied });
  ctx.log(`${DELEGATIONS_JOB}: blocks ${window.from}..${block}: ${followed.length} public delegations, ${holdings.length} holdings written, ${emptied.length} emptied`);
  return closeBlockWindow(ctx, window, block, { [SETTLED]: [...settled].sort().join(',') });
}
