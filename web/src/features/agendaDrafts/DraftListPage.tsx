import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { Pagination } from '../../components/Pagination/Pagination';
import * as styles from './AgendaDrafts.css';
import { DraftCard } from './ListParts';
import { useDrafts } from './draftApi';
import { useMessages } from '../../i18n/messages';
import { draftMessages } from './messages';
import { VOTING_LIST_PATH } from './draftText';
import { commonMessages } from '../../shared/messages';

export const DRAFTS_PER_PAGE = 9;

/** DRAFT (admin §2.8): every draft, 9 per page in a grid; route param page; Back to the voting list tab. */
export function DraftListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const t = useMessages(draftMessages);
  const common = useMessages(commonMessages);
  const { data, error } = useDrafts();
  const pages = Math.max(1, Math.ceil((data?.length ?? 0) / DRAFTS_PER_PAGE));
  const page = Math.min(pages, Math.max(1, Number(params.get('page')) || 1));
  const shown = (data ?? []).slice((page - 1) * DRAFTS_PER_PAGE, page * DRAFTS_PER_PAGE);
  return (
    <PageLayout title={t('title.draftList')} onBack={() => navigate(VOTING_LIST_PATH)}>
      {error ? (
        <p role="alert">{common('error.somethingWrong')}</p>
      ) : !data ? (
        <div role="status" aria-label={t('loading')} aria-busy="true" />
      ) : data.length === 0 ? (
        <EmptyState>{t('noDrafts')}</EmptyState>
      ) : (
        <div className={styles.stack}>
          <ul className={styles.grid} aria-label={t('draft')}>
            {shown.map((draft) => (
              <li key={draft.id}>
                <DraftCard draft={draft} page={page} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={pages} onPageChange={(p) => setParams({ page: String(p) })} />
        </div>
      )}
    </PageLayout>
  );
}
