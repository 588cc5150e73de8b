import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { Pagination } from '../../components/Pagination/Pagination';
import * as styles from './AgendaDrafts.css';
import { CategoryFilters, PublishedCard, TitleSearch } from './ListParts';
import { useMessages } from '../../i18n/messages';
import { draftMessages } from './messages';
import { VOTING_LIST_PATH } from './draftText';
import { commonMessages } from '../../shared/messages';

export const PUBLISHED_PER_PAGE = 9;

/**
 * PUBLISHED (admin §2.8): category 0–3 with counts, page, input; a category change goes to page 1
 * and clears the search; Reset goes to category 0, page 1.
 */
export function PublishedListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const t = useMessages(draftMessages);
  const common = useMessages(commonMessages);
  const category = Math.min(3, Math.max(0, Number(params.get('category')) || 0));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const input = params.get('input') ?? '';
  const { data, error } = useApi(apiKeys.proposals({ category, page, input, size: PUBLISHED_PER_PAGE }));
  const go = (next: { category: number; page: number; input: string }) => {
    const query: Record<string, string> = { category: String(next.category), page: String(next.page) };
    if (next.input) query.input = next.input;
    setParams(query);
  };
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PUBLISHED_PER_PAGE));
  return (
    <PageLayout title={t('title.publishedList')} onBack={() => navigate(VOTING_LIST_PATH)}>
      <div className={styles.stack}>
        <div className={styles.head}>
          <CategoryFilters category={category} counts={data?.counts} onChange={(c) => go({ category: c, page: 1, input: '' })} />
          <TitleSearch key={input} value={input} onSearch={(text) => go({ category, page: 1, input: text })} />
        </div>
        {error ? (
          <p role="alert">{common('error.somethingWrong')}</p>
        ) : !data ? (
          <div role="status" aria-label={t('loading')} aria-busy="true" />
        ) : data.items.length === 0 ? (
          <EmptyState
            action={
              <Button variant="outline" onClick={() => go({ category: 0, page: 1, input: '' })}>
                {t('reset')}
              </Button>
            }
          >
            {t('noResults')}
          </EmptyState>
        ) : (
          <>
            <ul className={styles.grid} aria-label={t('published')}>
              {data.items.map((proposal) => (
                <li key={proposal.id}>
                  <PublishedCard proposal={proposal} />
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={pages} onPageChange={(p) => go({ category, page: p, input })} />
          </>
        )}
      </div>
    </PageLayout>
  );
}
