import { ponder } from 'ponder:registry';
import { agenda, councilVoter, trackedCouncil, vote, votingSettings } from 'ponder:schema';

/** The last block of the range: our backfill reads each agenda's tracker there (its head), and so does this. */
const END_BLOCK = BigInt(process.env.PONDER_END_BLOCK!);

/** On the main network a vote's reason is the voter's gc id as 32-byte hex (as our indexer reads it). */
function gcIdFromReason(reason: string): bigint | null {
  const match = /^(0x)?([0-9a-fA-F]{64})$/.exec(reason.trim());
  return match ? BigInt(`0x${match[2]}`) : null;
}

ponder.on('Voting:setup', async ({ context }) => {
  const at = { abi: context.contracts.Voting.abi, address: context.contracts.Voting.address, blockNumber: END_BLOCK } as const;
  const [queueTimeout, execTimeout] = await Promise.all([
    context.client.readContract({ ...at, functionName: 'queueTimeout' }),
    context.client.readContract({ ...at, functionName: 'execTimeout' }),
  ]);
  await context.db.insert(votingSettings).values({ id: 0, queueTimeout, execTimeout });
});

ponder.on('Voting:ProposalCreated', async ({ event, context }) => {
  const voting = { abi: context.contracts.Voting.abi, address: context.contracts.Voting.address } as const;
  const id = event.args.proposalId;
  // The same reads our backfill makes per agenda: the tracker's summary and councils at the head,
  // the proposer's council at the proposal's block.
  const [[trackStart, trackEnd, numGcs, totalVotes, numEligible], [councilIds, balances, votes], proposerGcId] = await Promise.all([
    context.client.readContract({ ...voting, functionName: 'getTrackerSummary', args: [id], blockNumber: END_BLOCK }),
    context.client.readContract({ ...voting, functionName: 'getAllTrackedGCs', args: [id], blockNumber: END_BLOCK }),
    context.client.readContract({ ...voting, functionName: 'voterToGCId', args: [event.args.proposer] }),
  ]);
  await context.db.insert(agenda).values({
    id,
    proposer: event.args.proposer,
    proposerGcId,
    description: event.args.description,
    actions: event.args.targets.length,
    voteStart: event.args.voteStart,
    voteEnd: event.args.voteEnd,
    createdBlock: event.block.number,
    createdAt: event.block.timestamp,
    canceled: false,
    queued: false,
    executed: false,
    eta: 0n,
    trackStart,
    trackEnd,
    numGcs,
    totalVotes,
    numEligible,
  });
  if (councilIds.length > 0) {
    await context.db.insert(trackedCouncil).values(councilIds.map((councilId, i) => ({ agendaId: id, councilId, balance: balances[i]!, votes: votes[i]! })));
  }
});

ponder.on('Voting:VoteCast', async ({ event, context }) => {
  const { proposalId, voter, choice, votes, reason } = event.args;
  const councilId =
    gcIdFromReason(reason) ??
    (
      await context.client.readContract({
        abi: context.contracts.Voting.abi,
        address: context.contracts.Voting.address,
        functionName: 'getVotes',
        args: [proposalId, voter],
      })
    )[0];
  await context.db
    .insert(vote)
    .values({ agendaId: proposalId, councilId, voter, choice, power: votes, block: event.block.number, txHash: event.transaction.hash })
    .onConflictDoUpdate({ voter, choice, power: votes, block: event.block.number, txHash: event.transaction.hash });
});

ponder.on('Voting:ProposalCanceled', async ({ event, context }) => {
  await context.db.update(agenda, { id: event.args.proposalId }).set({ canceled: true });
});

ponder.on('Voting:ProposalQueued', async ({ event, context }) => {
  await context.db.update(agenda, { id: event.args.proposalId }).set({ queued: true, eta: event.args.eta });
});

ponder.on('Voting:ProposalExecuted', async ({ event, context }) => {
  await context.db.update(agenda, { id: event.args.proposalId }).set({ executed: true });
});

ponder.on('StakingTracker:RefreshVoter', async ({ event, context }) => {
  await context.db
    .insert(councilVoter)
    .values({ councilId: event.args.gcId, voter: event.args.voter })
    .onConflictDoUpdate({ voter: event.args.voter });
});
