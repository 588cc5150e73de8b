import { Link } from 'react-router-dom';
import type { ProposalCard } from '@portal/core/entities/proposal';
import type { ProposalDraft } from '@portal/core/entities/proposalDraft';
import { Badge } from '../../components/Badge/Badge';
import * as styles from './AgendaDrafts.css';
import { DRAFT_TEXT, TX_TYPE_LABELS } from './draftText';

const STATE_LABELS = ['Pending', 'Active', 'Canceled', 'Failed', 'Passed', 'Queued', 'Expired', 'Executed'] as const;

/** A draft's card: opens the draft detail (with the list page, so Back returns to it). */
export function DraftCard({ draft, page }: { draft: ProposalDraft; page?: number }) {
  return (
    <Link className={styles.card} to={`/MyPage/ProposalDraftDetail?id=${draft.id}${page ? `&page=${page}` : ''}`} data-draft={draft.id}>
      <span>
        <Badge tone="outline">{DRAFT_TEXT.draft}</Badge>
      </span>
      <span className={styles.cardTitle}>{draft.title}</span>
      {draft.subtitle && <span className={styles.muted}>{draft.subtitle}</span>}
      <span className={styles.muted}>
        {TX_TYPE_LABELS[draft.categoryId]} · {draft.council.name} · {draft.signed_weight}/{draft.draft_approval_threshold}
      </span>
    </Link>
  );
}

/** A published agenda's card: opens the agenda detail. */
export function PublishedCard({ proposal }: { proposal: ProposalCard }) {
  return (
    <Link className={styles.card} to={`/Proposal/Detail?id=${proposal.id}`} data-proposal={proposal.id}>
      <span>
        <Badge tone="neutral">{STATE_LABELS[proposal.state] ?? ''}</Badge>
      </span>
      <span className={styles.cardTitle}>{proposal.title}</span>
      {proposal.subtitle && <span className={styles.muted}>{proposal.subtitle}</span>}
      <span className={styles.muted}>{proposal.council.name}</span>
    </Link>
  );
}
