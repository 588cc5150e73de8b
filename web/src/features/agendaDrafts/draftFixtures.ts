import type { ProposalDraft } from '@portal/core/entities/proposalDraft';

/** A draft as GET /v1/proposals/drafts/{id} answers it, for the dom tests. */
export function sampleDraft(id: number, change: Partial<ProposalDraft> = {}): ProposalDraft {
  return {
    id,
    title: `Draft agenda ${id}`,
    subtitle: 'Second round',
    kgp: '31',
    council: { id: 0, name: 'Foundation', thumbnail: '' },
    categoryId: 3,
    categoryDetails: { txType: 'DISBURSEMENT', amount: '1500', recipientAccount: '0x00000000000000000000000000000000000000aa', withdrawingAccount: '0x00000000000000000000000000000000000000bb' },
    voting_delay: 86_400,
    voting_period: 7 * 86_400,
    contextAndProposal: 'Why and how.',
    forumLink: 'https://govforum.example.org/t/42',
    extraLinks: [{ url: 'https://example.org/plan', title: 'Plan' }],
    tags: [2],
    draft_approval_threshold: 3,
    approvers: [
      { address: '0x00000000000000000000000000000000000000a1', signed: true, weight: 2 },
      { address: '0x00000000000000000000000000000000000000a2', signed: false, weight: 1 },
    ],
    signed_weight: 2,
    transaction_count: 1,
    content_hash: `0x${'1'.repeat(64)}`,
    confirm_tx_hash: null,
    created_at: '2026-11-20T00:00:00.000Z',
    updated_at: '2026-11-20T00:00:00.000Z',
    ...change,
  };
}
