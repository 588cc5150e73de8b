import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient, custom } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { votingAbi } from '@portal/core/abi/voting';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { seedProposalMetadata } from '@portal/core/db/seedProposalMetadata';
import type { ProposalDetail } from '@portal/core/entities/proposal';
import { agendaMetadata } from '@portal/devnet/scenario/agendas';
import { councilProfiles } from '@portal/devnet/scenario/councils';
import { ScenarioChain } from '@portal/devnet/src/chain';
import { createInProcessDevnet, type InProcessDevnet } from '@portal/devnet/src/node';
import { RESERVED_VOTER_GC_IDS } from '@portal/devnet/src/scenario/agendaPlan';
import { createApp } from '@portal/functions/src/app';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { runIndexer } from '../runIndexer';
import { startIndexerTimer } from './timer';

/**
 * The local schedule end to end, on the devnet's scenario and DynamoDB Local: a vote cast right
 * before a tick is on the agenda's public detail once that one run has ended, and already when the
 * run asks the forum (a third-party site that may be slow).
 */

const INTERVAL_MS = 4_000;

let devnet: InProcessDevnet;
let db: Db;
let ctx: IndexerContext;
let app: ReturnType<typeof createApp>;
let forum: Server;
const log: string[] = [];
/** Called on the forum's first request after it is set; the forum then answers 503. */
let onForumRequest: (() => Promise<void>) | null = null;

beforeAll(async () => {
  devnet = await createInProcessDevnet();
  db = await freshTestDb();
  forum = createServer((_request, response) => {
    const check = onForumRequest;
    onForumRequest = null;
    void (check ?? (async () => {}))().finally(() => response.writeHead(503).end());
  });
  await new Promise<void>((resolve) => forum.listen(0, '127.0.0.1', resolve));
  // The council list the network job would publish (no address book here), and the agendas' texts.
  await putCouncilList(
    db,
    councilProfiles()
      .filter((p) => p.joined_at !== null)
      .map((p) => ({ ...p, contracts: [], staking: [] })),
  );
  await seedProposalMetadata(db, agendaMetadata());
  ctx = {
    db,
    client: createPublicClient({ transport: custom(devnet.provider), cacheTime: 0 }),
    config: parseServerConfig({
      VOTING_ADDRESS: devnet.deployment.contracts.voting,
      GOV_PARAM_ADDRESS: devnet.deployment.contracts.govParam,
      KCF_ADDRESS: devnet.deployment.contracts.kcf,
      KFF_ADDRESS: devnet.deployment.contracts.kff,
      START_BLOCK: String(devnet.deployment.startBlock),
      CHAIN_ID: String(devnet.deployment.chainId),
      CONFIRMATIONS: '0',
      FORUM_URL: `http://127.0.0.1:${(forum.address() as AddressInfo).port}`,
    }),
    now: () => new Date(),
    log: (line) => log.push(line),
  };
  app = createApp({ db });
  // The backfill, as the local stack runs it before starting the timer.
  await runIndexer(ctx);
}, 600_000);

afterAll(() => {
  forum?.close();
  if (process.env.PORTAL_TEST_VERBOSE) console.log(log.join('\n'));
});

async function detail(id: number): Promise<ProposalDetail> {
  const body = await (await app.request(`/v1/proposals/${id}`)).json();
  expect(body.code).toBe(200);
  return body.result;
}

describe('the indexer timer on the devnet', () => {
  it('shows a vote cast right before a tick once that one run has ended', async () => {
    const list = (await (await app.request('/v1/proposals?category=2&size=100')).json()).result.items as ProposalDetail[];
    const active = await detail(list[0]!.id);
    // A reserved council (the scenario leaves the open agendas to them) is still absent there.
    const absent = active.voting.find((v) => v.choice === -1 && RESERVED_VOTER_GC_IDS.includes(v.council.id))!;
    const voter = devnet.deployment.accounts.voters.find((v) => v.councilId === absent.council.id)!;

    let atForum: number | undefined;
    onForumRequest = async () => {
      atForum = (await detail(active.id)).voting.find((v) => v.council.id === voter.councilId)?.choice;
    };
    const ended: number[] = [];
    const started = performance.now();
    const timer = startIndexerTimer(ctx, INTERVAL_MS, async (c) => {
      await runIndexer(c);
      ended.push(performance.now() - started);
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS - 1_000));
      const chain = new ScenarioChain(devnet.provider);
      const receipt = await chain.write(chain.account(voter.privateKey), {
        address: devnet.deployment.contracts.voting,
        abi: votingAbi,
        functionName: 'castVote',
        args: [BigInt(active.proposal_id), 1],
      });
      // Cast before the first tick, and not shown before it.
      expect(performance.now() - started).toBeLessThan(INTERVAL_MS);
      expect((await detail(active.id)).voting.find((v) => v.council.id === voter.councilId)?.choice).toBe(-1);

      while (ended.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await detail(active.id)).voting.find((v) => v.council.id === voter.councilId)).toMatchObject({ choice: 1, tx_hash: receipt.transactionHash });
      expect(ended.length).toBe(1);
      // Governance wrote it before the forum was asked.
      expect(atForum).toBe(1);
    } finally {
      await timer.stop();
    }
  }, 120_000);
});
