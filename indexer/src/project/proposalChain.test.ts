import { describe, expect, it } from 'vitest';
import { ProposalChainSchema } from '@portal/core/entities/proposal';
import { ProposalState } from '@portal/core/rules/proposals';
import { blocksNeeded, projectProposalChain } from './proposalChain';
import { blockTimesFor, createdEvent, GENESIS, reads, voteEvent } from '../../../test/fixtures/governance';

const iso = (block: bigint) => new Date(Number(GENESIS + block) * 1000).toISOString();

describe('projectProposalChain', () => {
  it('projects a pending proposal: dates of blocks to come are estimated from the head', () => {
    const head = { number: 950n, timestamp: GENESIS + 950n };
    const chain = projectProposalChain({ created: createdEvent(), reads: reads(), votes: [], head, blockTimes: blockTimesFor(900n) });
    expect(ProposalChainSchema.parse(chain)).toEqual(chain);
    expect(chain).toMatchObject({ state: ProposalState.Pending, final: false, state_block: 950 });
    expect(chain.vote_start_date).toBe(iso(1_000n));
    expect(chain.vote_end_date).toBe(iso(2_000n));
    expect(chain.tracked).toEqual([
      { gc_id: 1, balance: '2000000', votes: 0 },
      { gc_id: 2, balance: '30000000', votes: 4 },
      { gc_id: 3, balance: '20000000', votes: 3 },
      { gc_id: 4, balance: '15500000', votes: 2 },
    ]);
  });

  it('projects an active proposal with its votes in chain order and the tally as read', () => {
    const head = { number: 1_500n, timestamp: GENESIS + 1_500n };
    const votes = [voteEvent({ gc_id: 3, votes: 3, choice: 0, block: 1_200, tx_hash: `0x${'c'.repeat(64)}` }), voteEvent()];
    const chain = projectProposalChain({
      created: createdEvent(),
      reads: reads({ tally: { yes: 4n, no: 3n, voters: [2n, 3n] } }),
      votes,
      head,
      blockTimes: blockTimesFor(900n, 1_000n),
    });
    expect(chain.state).toBe(ProposalState.Active);
    expect(chain.votes.map((v) => [v.gc_id, v.choice, v.power])).toEqual([
      [2, 1, 4],
      [3, 0, 3],
    ]);
    expect(chain.tally).toEqual({ yes: 4, no: 3, abstain: 0, quorum_count: 1, quorum_power: 3, voters: [2, 3] });
  });

  it('a final proposal no longer depends on the head block', () => {
    const input = { created: createdEvent(), reads: reads({ tally: { yes: 4n, voters: [2n] } }), votes: [voteEvent()] };
    const at = (head: bigint) =>
      projectProposalChain({ ...input, head: { number: head, timestamp: GENESIS + head + 7n }, blockTimes: blockTimesFor(900n, 1_000n, 2_000n) });
    expect(at(2_500n)).toMatchObject({ state: ProposalState.Passed, final: false, state_block: 2_500 });
    // Expired after the queue deadline: final, and the same item whatever the head.
    expect(at(3_001n)).toMatchObject({ state: ProposalState.Expired, final: true, state_block: null });
    expect(at(9_999_999n)).toEqual(at(3_001n));
  });

  it('a proposal canceled before voting dates its future blocks from its creation block, and is final only once its tracker ended', () => {
    const input = { created: createdEvent(), reads: reads({ schedule: { canceled: true } }), votes: [] };
    const first = projectProposalChain({ ...input, head: { number: 950n, timestamp: GENESIS + 950n + 3n }, blockTimes: blockTimesFor(900n) });
    const later = projectProposalChain({
      ...input,
      head: { number: 5_000n, timestamp: GENESIS + 5_000n + 9n },
      blockTimes: blockTimesFor(900n, 1_000n, 2_000n),
    });
    expect(first.state).toBe(ProposalState.Canceled);
    expect(first.vote_start_date).toBe(iso(1_000n));
    // Before voteStart (the tracker's end) stakes still move its figures: read again next run.
    expect(first).toMatchObject({ final: false, state_block: 950 });
    expect(later).toEqual({ ...first, final: true, state_block: null });
    const atTrackEnd = projectProposalChain({ ...input, head: { number: 1_000n, timestamp: GENESIS + 1_000n }, blockTimes: blockTimesFor(900n, 1_000n) });
    expect(atTrackEnd).toEqual(later);
  });

  it('asks only for timestamps of blocks already mined', () => {
    expect(blocksNeeded(createdEvent(), 950n)).toEqual([900n]);
    expect(blocksNeeded(createdEvent(), 2_000n)).toEqual([900n, 1_000n, 2_000n]);
  });

  it('refuses figures that would not fit a safe integer', () => {
    expect(() =>
      projectProposalChain({
        created: createdEvent(),
        reads: reads({ tally: { yes: 2n ** 60n } }),
        votes: [],
        head: { number: 950n, timestamp: GENESIS + 950n },
        blockTimes: blockTimesFor(900n),
      }),
    ).toThrow(RangeError);
  });
});
