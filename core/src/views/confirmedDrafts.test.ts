import { describe, expect, it } from 'vitest';
import { projectProposalChain } from '@portal/indexer/src/project/proposalChain';
import { blockTimesFor, council, createdEvent, GENESIS, hash, reads } from '../../../test/fixtures/governance';
import type { ProposalMetadata } from '../entities/proposal';
import type { DraftContent, StoredDraft } from '../entities/proposalDraft';
import { draftContentHash, proposalDescription } from '../secretary/draftProposal';
import { withConfirmedDrafts } from './confirmedDrafts';
import { buildProposalViews } from './proposalViews';

const content: DraftContent = {
  title: 'Grant for the node operators',
  subtitle: 'Second round',
  kgp: '31',
  council_id: 2,
  categoryId: 1,
  categoryDetails: { txType: 'TEXT_ONLY' },
  voting_delay: 86_400,
  voting_period: 604_800,
  contextAndProposal: 'Why and how.',
  forumLink: 'https://govforum.example.org/t/42',
  extraLinks: [{ title: 'Plan', url: 'https://example.org/plan' }],
  tags: [2, 4],
};

const draft = (over: Partial<StoredDraft> = {}): StoredDraft => ({
  id: 7,
  content,
  revision: 1,
  transaction: null,
  approvals: [],
  confirm_tx_hash: hash(5),
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
  ...over,
});

function chain(description: string, txHash = hash(5)) {
  return projectProposalChain({
    created: createdEvent({ proposal_id: 3, targets: [], values: [], calldatas: [], description, tx_hash: txHash }),
    reads: reads({ proposalId: 3 }),
    votes: [],
    head: { number: 10_500n, timestamp: GENESIS + 10_500n },
    blockTimes: blockTimesFor(900n, 1_000n, 2_000n),
  });
}

describe('joining on-chain proposals to the drafts they came from', () => {
  it('takes the draft\'s texts, links, tags, category, KGP and council when the confirm transaction created the proposal with its content hash', () => {
    const chains = [chain(proposalDescription(content))];
    const [meta] = withConfirmedDrafts(chains, [], [draft()]);
    expect(meta).toMatchObject({
      proposal_id: 3,
      title: 'Grant for the node operators',
      subtitle: 'Second round',
      kgp: '31',
      tags: [2, 4],
      extraLinks: [{ title: 'Plan', url: 'https://example.org/plan' }],
      forumLink: 'https://govforum.example.org/t/42',
      approved_draft: { draft_id: 7, council_id: 2, content_hash: draftContentHash(content) },
    });
    const views = buildProposalViews({ chains, metadata: [meta!], councils: [council(1, 'Foundation', true), council(2, 'Kakao')], voters: [], block: 10_500 });
    expect(views.details[0]).toMatchObject({ title: 'Grant for the node operators', council: { id: 2, name: 'Kakao' }, approvedDraft: { draft_id: 7, content_hash: draftContentHash(content) } });
  });

  it('joins nothing when the description carries another content hash, or another transaction created it', () => {
    expect(withConfirmedDrafts([chain(proposalDescription({ ...content, title: 'Other' }))], [], [draft()])).toEqual([]);
    expect(withConfirmedDrafts([chain(proposalDescription(content), hash(6))], [], [draft()])).toEqual([]);
    expect(withConfirmedDrafts([chain(proposalDescription(content))], [], [draft({ confirm_tx_hash: null })])).toEqual([]);
  });

  it('keeps metadata operators wrote, adding only which draft it came from', () => {
    const operators: ProposalMetadata = { proposal_id: 3, kgp: null, title: 'Operators\' title', subtitle: '', categoryId: 1, categoryDetails: { txType: 'TEXT_ONLY' }, tags: [], forumLink: null, extraLinks: [], contextAndProposal: '', site_state: 7 };
    const [meta] = withConfirmedDrafts([chain(proposalDescription(content))], [operators], [draft()]);
    expect(meta).toMatchObject({ title: 'Operators\' title', site_state: 7, approved_draft: { draft_id: 7 } });
  });
});
