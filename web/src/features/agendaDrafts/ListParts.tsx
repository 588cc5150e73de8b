import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { GroupCounts, ProposalCard } from '@portal/core/entities/proposal';
import type { ProposalDraft } from '@portal/core/entities/proposalDraft';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Chip } from '../../components/Chip/Chip';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './AgendaDrafts.css';
import { CATEGORY_FILTERS, publishedText, txTypeText } from './draftText';
import { useMessages } from '../../i18n/messages';
import { draftMessages } from './messages';

/** The pieces the Voting List tab and the DRAFT and PUBLISHED lists share: cards, category filters, title search (one module, so one chunk). */

/** A draft's card: opens the draft detail (with the list page, so Back returns to it). */
export function DraftCard({ draft, page }: { draft: ProposalDraft; page?: number }) {
  const t = useMessages(draftMessages);
  return (
    <Link className={styles.card} to={`/MyPage/ProposalDraftDetail?id=${draft.id}${page ? `&page=${page}` : ''}`} data-draft={draft.id}>
      <span>
        <Badge tone="outline">{t('draft')}</Badge>
      </span>
      <span className={styles.cardTitle}>{draft.title}</span>
      {draft.subtitle && <span className={styles.muted}>{draft.subtitle}</span>}
      <span className={styles.muted}>
        {txTypeText(t, draft.categoryId)} · {draft.council.name} · {draft.signed_weight}/{draft.draft_approval_threshold}
      </span>
    </Link>
  );
}

/** A published agenda's card: opens the agenda detail. */
export function PublishedCard({ proposal }: { proposal: ProposalCard }) {
  const t = useMessages(draftMessages);
  return (
    <Link className={styles.card} to={`/MyPage/ProposalDetail?id=${proposal.id}`} data-proposal={proposal.id}>
      <span>
        <Badge tone="neutral">{publishedText(t, proposal.state)}</Badge>
      </span>
      <span className={styles.cardTitle}>{proposal.title}</span>
      {proposal.subtitle && <span className={styles.muted}>{proposal.subtitle}</span>}
      <span className={styles.muted}>{proposal.council.name}</span>
    </Link>
  );
}

/** All / Upcoming / Ongoing / Closed, each with its count (admin §2.4). */
export function CategoryFilters({ category, counts, onChange }: { category: number; counts: GroupCounts | undefined; onChange: (category: number) => void }) {
  const t = useMessages(draftMessages);
  return (
    <div className={styles.filters} role="group" aria-label={t('filters')}>
      {CATEGORY_FILTERS.map((filter) => (
        <Chip key={filter.value} selected={category === filter.value} aria-pressed={category === filter.value} onClick={() => onChange(filter.value)}>
          {t('filter', { category: filter.count, count: counts ? counts[filter.count] : 0 })}
        </Chip>
      ))}
    </div>
  );
}

/** "Search by title": applies by the button or Enter; the clear button empties it (admin §2.8). */
export function TitleSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const t = useMessages(draftMessages);
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField label={t('search.byTitle')} type="search" value={text} placeholder={t('search.byTitle')} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="outline">
        {t('search.submit')}
      </Button>
      {text !== '' && (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('search.clear')}
        </Button>
      )}
    </form>
  );
}
