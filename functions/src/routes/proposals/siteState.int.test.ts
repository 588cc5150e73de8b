import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { addSiteAdmin, createAccount } from '@portal/core/db/repositories/accounts';
import { putProposalChains, putProposalViews } from '@portal/core/db/repositories/proposals';
import type { ProposalDetail } from '@portal/core/entities/proposal';
import { ProposalState } from '@portal/core/rules/proposals';
import { buildProposalViews } from '@portal/core/views/proposalViews';
import { projectProposalChain } from '@portal/indexer/src/project/proposalChain';
import { blockTimesFor, council, createdEvent, GENESIS, reads, voteEvent, hash } from '../../../../test/fixtures/governance';
import { freshTestDb } from '../../../../test/setup/services';
import { json, signIn, signInTestConfig } from '../../../../test/setup/signIn';
import { createApp } from '../../app';
import { SITE_STATE_REFUSALS } from './siteState';

/** #1 a passed text agenda, #2 a passed agenda with an action. */
function chains() {
  const head = { number: 10_500n, timestamp: GENESIS + 10_500n };
  const passed = { tally: { yes: 4n, abstain: 2n, voters: [2n, 4n] } };
  return [
    projectProposalChain({
      created: createdEvent({ proposal_id: 1, targets: [], values: [], calldatas: [], description: 'Text agenda' }),
      reads: reads({ proposalId: 1, ...passed }),
      votes: [voteEvent(), voteEvent({ gc_id: 4, votes: 2, choice: 2, tx_hash: hash(1_101), block: 1_101 })],
      head,
      blockTimes: blockTimesFor(900n, 1_000n, 2_000n),
    }),
    projectProposalChain({
      created: createdEvent({ proposal_id: 2, tx_hash: hash(2), description: 'With an action' }),
      reads: reads({ proposalId: 2, ...passed }),
      votes: [voteEvent({ proposal_id: 2 }), voteEvent({ proposal_id: 2, gc_id: 4, votes: 2, choice: 2, tx_hash: hash(1_102), block: 1_102 })],
      head,
      blockTimes: blockTimesFor(900n, 1_000n, 2_000n),
    }),
  ];
}

describe('PUT /v1/proposals/{id}/site_state: a text agenda from passed to In Progress to Executed', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  const admin = privateKeyToAccount(generatePrivateKey());
  const manager = privateKeyToAccount(generatePrivateKey());
  const token = new Map<string, string>();

  beforeAll(async () => {
    db = await freshTestDb();
    app = createApp({ db, config: signInTestConfig() });
    const built = chains();
    await putProposalChains(db, built);
    await putProposalViews(db, buildProposalViews({ chains: built, metadata: [], councils: [council(1, 'Foundation', true), council(2, 'Alpha')], voters: [], block: 10_500 }));
    await addSiteAdmin(db, admin.address);
    await createAccount(db, { address: manager.address, council_id: 0, level: 1, type: 0 });
    for (const who of [admin, manager]) token.set(who.address, (await signIn(app, who)).token);
  });

  const put = (who: typeof admin, id: number, site_state: number) => app.request(`/v1/proposals/${id}/site_state`, json('PUT', { site_state }, token.get(who.address)));
  const detail = async (id: number) => ((await (await app.request(`/v1/proposals/${id}`)).json()) as { result: ProposalDetail }).result;

  it('moves a passed text agenda to In Progress, then Executed, and the public detail shows it at once', async () => {
    expect((await detail(1)).state).toBe(ProposalState.Passed);
    const early = await put(admin, 1, 7);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { err_msg: string }).err_msg).toBe(SITE_STATE_REFUSALS.order);
    expect((await put(admin, 1, 5)).status).toBe(200);
    expect((await detail(1)).site_state).toBe(5);
    expect((await put(admin, 1, 5)).status).toBe(409);
    expect((await put(admin, 1, 7)).status).toBe(200);
    expect((await detail(1)).site_state).toBe(7);
  });

  it('refuses an agenda with actions, a site manager, and anything but 5 or 7', async () => {
    const withActions = await put(admin, 2, 5);
    expect(withActions.status).toBe(400);
    expect(((await withActions.json()) as { err_msg: string }).err_msg).toBe(SITE_STATE_REFUSALS.notText);
    expect((await put(manager, 1, 5)).status).toBe(403);
    expect((await put(admin, 1, 4)).status).toBe(400);
    expect((await put(admin, 99, 5)).status).toBe(404);
  });
});
