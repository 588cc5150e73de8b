import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { CouncilProposal, ProposalPage } from '@portal/core/entities/proposal';
import { Button } from '../../components/Button/Button';
import { Chip } from '../../components/Chip/Chip';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Pagination } from '../../components/Pagination/Pagination';
import { Select } from '../../components/Select/Select';
import { useDates } from '../../i18n/dates';
import { useMessages } from '../../i18n/messages';
import { listStatus } from './agendaModel';
import { agendaMessages } from './messages';
import { AgendaNumber } from './AgendaNumber';
import { ChoiceLabel } from './ChoiceLabel';
import { AgendaCard } from './AgendaCard';
import * as styles from './Agendas.css';
import { agendaDetailUrl } from '../../shared/pageUrls';
import { HISTORY_CATEGORIES, type HistoryState, historyUrl, type ListType, listUrl, PAGE_SIZES, parseHistoryState } from './agendaQuery';
import { SearchBox } from './SearchBox';
import { StatusBadge } from './StatusBadge';
import { TagList } from './TagList';
import { useCouncilProposalPage, useProposalPage, useViewerChoices, useVoteCouncils } from './useAgendaData';

const SECTIONS = { on: { id: 'voting-ongoing', group: 2, empty: 'empty.ongoing' }, up: { id: 'voting-upcoming', group: 1, empty: 'empty.upcoming' } } as const;

export function CardGrid({ page, label }: { page: ProposalPage; label: string }) {
  const { choices } = useViewerChoices();
  return (
    <ul className={styles.cardGrid} aria-label={label}>
      {page.items.map((proposal) => (
        <li key={proposal.id}>
          <AgendaCard proposal={proposal} headBlock={page.block} viewerChoice={choices.get(proposal.id) ?? -1} />
        </li>
      ))}
    </ul>
  );
}

export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className={styles.cardGrid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
}

/** Ongoing or Upcoming: the first 3, and See more to the list (always shown on narrow screens). */
function AgendaSection({ type, page }: { type: ListType; page: ProposalPage | undefined }) {
  const t = useMessages(agendaMessages);
  const section = SECTIONS[type];
  const title = t('section.title', { type });
  const total = page?.total ?? 0;
  return (
    <section className={styles.section} aria-labelledby={section.id} aria-busy={!page}>
      <div className={styles.sectionHead}>
        <h2 id={section.id} className={styles.sectionTitle}>
          {title}
          {page && <span className={styles.count}>{total}</span>}
        </h2>
        <Link
          to={listUrl({ type, category: 0, page: 1, input: '' })}
          className={`${styles.seeMore} ${total > PAGE_SIZES.section ? '' : styles.seeMoreNarrow}`}
          aria-label={t('section.seeMoreLabel', { type })}
        >
          {t('section.seeMore')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
      {!page ? <CardSkeletons count={PAGE_SIZES.section} /> : total === 0 ? <EmptyState compact>{t(section.empty)}</EmptyState> : <CardGrid page={page} label={title} />}
    </section>
  );
}

export const EMPTY_PAGE: ProposalPage = { items: [], total: 0, page: 1, size: 0, counts: { all: 0, upcoming: 0, ongoing: 0, closed: 0 }, block: null };

export function orEmpty({ data, error }: { data?: ProposalPage; error?: unknown }): ProposalPage | undefined {
  return data ?? (error ? EMPTY_PAGE : undefined);
}

function HistoryRow({ proposal, memberChoice }: { proposal: CouncilProposal | ProposalPage['items'][number]; memberChoice: number | null }) {
  const dates = useDates();
  return (
    <li className={`${styles.row} ${memberChoice !== null ? styles.memberRow : ''}`} data-agenda={proposal.id}>
      <span className={styles.rowBadge}>
        <StatusBadge status={listStatus(proposal)} />
      </span>
      <AgendaNumber agenda={proposal} className={styles.rowNo} />
      <span className={styles.rowTitle}>
        <Link to={agendaDetailUrl(proposal.id)} className={styles.rowLink}>
          {proposal.title}
        </Link>
      </span>
      <TagList tags={proposal.tags} className={styles.rowTags} />
      <time className={styles.rowDate} dateTime={proposal.votingEndDate}>
        {dates.proposal(proposal.votingEndDate)}
      </time>
      {memberChoice !== null && (
        <span className={styles.rowChoice}>
          <ChoiceLabel state={proposal.state} choice={memberChoice} />
        </span>
      )}
    </li>
  );
}

/**
 * "Voting History by" all members or one member (query councilId): category chips All, Upcoming, Ongoing,
 * Closed (ongoing agendas count as closed here), the title search, 10 a page.
 */
function VotingHistory() {
  const t = useMessages(agendaMessages);
  const modes = [
    { value: 'all', label: t('history.allMembers') },
    { value: 'member', label: t('history.member') },
  ] as const;
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseHistoryState(location.search);
  const update = (next: Partial<HistoryState>) => navigate(historyUrl({ ...state, page: 1, ...next }), { replace: true });
  const { data: councils } = useVoteCouncils();
  const query = { category: state.category, history: true, input: state.input, page: state.page, size: PAGE_SIZES.history };
  const all = useProposalPage(state.councilId === null ? query : null);
  const member = useCouncilProposalPage(state.councilId, query);
  const data = state.councilId === null ? all.data : member.data;
  const error = state.councilId === null ? all.error : member.error;
  const filtered = state.input !== '' || state.category !== 0;

  return (
    <section className={styles.section} aria-labelledby="voting-history">
      <div className={styles.historyBy}>
        <h2 id="voting-history" className={styles.historyLabel}>
          {t('history.by')}
        </h2>
        <Select
          aria-label={t('history.by')}
          value={state.councilId === null ? 'all' : 'member'}
          options={modes}
          onChange={(mode) => update({ councilId: mode === 'all' ? null : (councils?.[0]?.id ?? 0) })}
        />
        {state.councilId !== null && (
          <Select
            aria-label={t('history.member')}
            value={String(state.councilId)}
            options={(councils ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(id) => update({ councilId: Number(id) })}
          />
        )}
      </div>
      <div className={styles.toolbar}>
        <ul className={styles.chips} aria-label={t('history.status')}>
          {HISTORY_CATEGORIES.map((category) => {
            const count = data?.counts[category.name];
            return (
              <li key={category.value}>
                <Chip selected={state.category === category.value} onClick={() => update({ category: category.value })}>
                  {t('history.category', { category: category.name })}
                  {count !== undefined && ` ${count}`}
                </Chip>
              </li>
            );
          })}
        </ul>
        <SearchBox value={state.input} onSearch={(input) => update({ input })} />
      </div>
      {!data && !error ? (
        <CardSkeletons count={1} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          action={
            filtered ? (
              <Button variant="outline" onClick={() => update({ category: 0, input: '' })}>
                {t('reset')}
              </Button>
            ) : undefined
          }
        >
          {filtered ? t('empty.noResults') : t('empty.contents')}
        </EmptyState>
      ) : (
        <>
          <ul className={styles.rows} aria-label={t('history.list')}>
            {data.items.map((proposal) => (
              <HistoryRow key={proposal.id} proposal={proposal} memberChoice={'choice' in proposal ? proposal.choice : null} />
            ))}
          </ul>
          {data.total > PAGE_SIZES.history && (
            <div className={styles.pagination}>
              <Pagination page={state.page} totalPages={Math.ceil(data.total / PAGE_SIZES.history)} onPageChange={(page) => update({ page })} label={t('history.pages')} />
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The VOTING tab: Ongoing, Upcoming, then the voting history. */
export function VotingTab() {
  const t = useMessages(agendaMessages);
  // A failed list reads as an empty one (spec §8).
  const ongoing = orEmpty(useProposalPage({ category: SECTIONS.on.group, size: PAGE_SIZES.section }));
  const upcoming = orEmpty(useProposalPage({ category: SECTIONS.up.group, size: PAGE_SIZES.section }));
  const bothEmpty = ongoing?.total === 0 && upcoming?.total === 0;
  return (
    <>
      {bothEmpty ? (
        <EmptyState>{t('empty.both')}</EmptyState>
      ) : (
        <>
          <AgendaSection type="on" page={ongoing} />
          <AgendaSection type="up" page={upcoming} />
        </>
      )}
      <VotingHistory />
    </>
  );
}
