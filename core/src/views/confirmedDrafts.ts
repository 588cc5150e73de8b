import type { ProposalChain, ProposalMetadata } from '../entities/proposal';
import type { StoredDraft } from '../entities/proposalDraft';
import { descriptionContentHash, draftContentHash } from '../secretary/draftProposal';

/**
 * Joins each on-chain proposal to the portal draft it was proposed from: the draft's confirm
 * transaction created it, and its description carries the hash of exactly the approved content.
 * Such a proposal shows the draft's title, texts, links, tags, category, KGP and proposer council;
 * metadata operators wrote for it stays theirs and only learns which draft it came from.
 */
export function withConfirmedDrafts(chains: readonly ProposalChain[], metadata: readonly ProposalMetadata[], drafts: readonly StoredDraft[]): ProposalMetadata[] {
  const draftByTx = new Map(drafts.filter((d) => d.confirm_tx_hash).map((d) => [d.confirm_tx_hash!.toLowerCase(), d]));
  const byId = new Map(metadata.map((m) => [m.proposal_id, m]));
  for (const chain of chains) {
    const draft = draftByTx.get(chain.created_tx_hash.toLowerCase());
    if (!draft) continue;
    const contentHash = draftContentHash(draft.content);
    if (descriptionContentHash(chain.description) !== contentHash) continue;
    const approved_draft = { draft_id: draft.id, council_id: draft.content.council_id, content_hash: contentHash };
    const stored = byId.get(chain.proposal_id);
    const { content } = draft;
    byId.set(
      chain.proposal_id,
      stored
        ? { ...stored, approved_draft }
        : {
            proposal_id: chain.proposal_id,
            kgp: content.kgp === '' ? null : content.kgp,
            title: content.title,
            subtitle: content.subtitle,
            categoryId: content.categoryId,
            categoryDetails: content.categoryDetails,
            tags: content.tags,
            forumLink: content.forumLink,
            extraLinks: content.extraLinks,
            contextAndProposal: content.contextAndProposal,
            site_state: null,
            approved_draft,
          },
    );
  }
  return [...byId.values()];
}
