import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Chip } from '../../components/Chip/Chip';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Pagination } from '../../components/Pagination/Pagination';
import { SITE_NAME } from '../../config';
import * as styles from './Agendas.css';
import { useMessages } from '../../i18n/messages';
import { tagText } from './agendaText';
import { agendaMessages } from './messages';
import { groupOfListType, type ListState, listUrl, PAGE_SIZES, parseListState, TAG_FILTERS } from './agendaQuery';
import { ResumedAgendaBanner } from './ResumedAgendaBanner';
import { SearchBox } from './SearchBox';
import { useProposalPage } from './useAgendaData';
import { CardGrid, CardSkeletons, orEmpty } from './VotingTab';
import { container } from '../../styles/layout.css';

/** /Proposal/List?type=on|up: the ongoing or upcoming agendas, 9 a page, by category and title (spec §2 "Proposal list"). */
export function AgendaListPage() {
  const t = useMessages(agendaMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseListState(location.search);
  const update = (next: Partial<ListState>) => navigate(listUrl({ ...state, page: 1, ...next }), { replace: true });
  const page = orEmpty(useProposalPage({ category: groupOfListType(state.type), tag: state.category, input: state.input, page: state.page, size: PAGE_SIZES.list }));
  const filtered = state.input !== '' || state.category !== 0;
  const title = t('list.title', { type: state.type });

  return (
    <div className={`${container} ${styles.page}`}>
      <title>{t('list.documentTitle', { type: state.type, site: SITE_NAME })}</title>
      <ResumedAgendaBanner />
      <div className={styles.header}>
        <PageHeader title={title} onBack={() => navigate('/Proposal')} backLabel={t('list.back')} />
      </div>
      <section className={styles.section} aria-label={title} aria-busy={!page}>
        <div className={styles.toolbar}>
          <ul className={styles.chips} aria-label={t('list.category')}>
            {TAG_FILTERS.map((tag) => (
              <li key={tag.value}>
                <Chip selected={state.category === tag.value} onClick={() => update({ category: tag.value })}>
                  {tag.value === 0 ? t('list.allTags') : tagText(t, tag.value)}
                </Chip>
              </li>
            ))}
          </ul>
          <SearchBox value={state.input} onSearch={(input) => update({ input })} />
        </div>
        {!page ? (
          <CardSkeletons count={PAGE_SIZES.list} />
        ) : page.items.length === 0 ? (
          <EmptyState
            action={
              filtered ? (
                <Button variant="outline" onClick={() => update({ category: 0, input: '' })}>
                  {t('reset')}
                </Button>
              ) : undefined
            }
          >
            {filtered ? t('empty.noResults') : state.type === 'up' ? t('empty.upcoming') : t('empty.ongoing')}
          </EmptyState>
        ) : (
          <>
            <CardGrid page={page} label={title} />
            {page.total > PAGE_SIZES.list && (
              <div className={styles.pagination}>
                <Pagination page={state.page} totalPages={Math.ceil(page.total / PAGE_SIZES.list)} onPageChange={(next) => update({ page: next })} />
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
