import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useAccount } from '../../shared/session/sessionStore';
import { media } from '../../styles/breakpoints';
import * as styles from './AgendaDrafts.css';
import { CategoryFilters, DraftCard, PublishedCard, TitleSearch } from './ListParts';
import { useDrafts } from './draftApi';
import { useMessages } from '../../i18n/messages';
import { draftMessages } from './messages';
import { commonMessages } from '../../shared/messages';

export const DRAFTS_SHOWN = 3;
export const PUBLISHED_SHOWN = 6;

/**
 * My Page's "Voting List" tab (admin spec §2.4; query tab=VOTING_LIST, category 0 to 3, input): the
 * drafts (3, See More), the published agendas (6, See More) by category with counts, a title search
 * and, with no results, Reset. New Voting is a site admin's, on a desktop only (§6). The My Page shell lazy-loads this module's default export.
 */
export default function VotingListTab() {
  const t = useMessages(draftMessages);
  const common = useMessages(commonMessages);
  const me = useAccount();
  const desktop = useMediaQuery(media.desktop);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const category = Math.min(3, Math.max(0, Number(params.get('category')) || 0));
  const input = params.get('input') ?? '';
  const drafts = useDrafts(me !== null);
  const published = useApi(apiKeys.proposals({ category, input, size: PUBLISHED_SHOWN }));

  const setQuery = (next: { category?: number; input?: string }) => {
    const query = new URLSearchParams(params);
    query.set('tab', 'VOTING_LIST');
    const c = next.category ?? category;
    const i = next.input ?? input;
    if (c) query.set('category', String(c));
    else query.delete('category');
    if (i) query.set('input', i);
    else query.delete('input');
    setParams(query);
  };

  const publishedLink = `/MyPage/ProposalPublishedList?category=${category}${input ? `&input=${encodeURIComponent(input)}` : ''}`;
  return (
    <div className={styles.stack}>
      <div className={styles.head}>
        <h2 className={styles.heading}>{t('votingList')}</h2>
        {desktop && me?.isSiteAdmin && (
          <Button variant="primary" onClick={() => navigate('/MyPage/NewVoting')}>
            {t('newVoting')}
          </Button>
        )}
      </div>

      <section aria-labelledby="voting-drafts" className={styles.stack}>
        <div className={styles.head}>
          <h3 id="voting-drafts" className={styles.heading}>
            {t('draft')}
          </h3>
          {(drafts.data?.length ?? 0) > DRAFTS_SHOWN && <Link to="/MyPage/ProposalDraftList">{t('seeMore')}</Link>}
        </div>
        {drafts.error ? (
          <p role="alert">{common('error.somethingWrong')}</p>
        ) : !drafts.data ? (
          <div role="status" aria-label={t('loadingDrafts')} aria-busy="true" />
        ) : drafts.data.length === 0 ? (
          <EmptyState compact>{t('noDrafts')}</EmptyState>
        ) : (
          <ul className={styles.grid} aria-labelledby="voting-drafts">
            {drafts.data.slice(0, DRAFTS_SHOWN).map((draft) => (
              <li key={draft.id}>
                <DraftCard draft={draft} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="voting-published" className={styles.stack}>
        <div className={styles.head}>
          <h3 id="voting-published" className={styles.heading}>
            {t('published')}
          </h3>
          {(published.data?.total ?? 0) > PUBLISHED_SHOWN && <Link to={publishedLink}>{t('seeMore')}</Link>}
        </div>
        <div className={styles.head}>
          <CategoryFilters category={category} counts={published.data?.counts} onChange={(c) => setQuery({ category: c, input: '' })} />
          <TitleSearch key={input} value={input} onSearch={(text) => setQuery({ input: text })} />
        </div>
        {published.error ? (
          <p role="alert">{common('error.somethingWrong')}</p>
        ) : !published.data ? (
          <div role="status" aria-label={t('loadingAgendas')} aria-busy="true" />
        ) : published.data.items.length === 0 ? (
          <EmptyState
            action={
              <Button variant="outline" onClick={() => setQuery({ category: 0, input: '' })}>
                {t('reset')}
              </Button>
            }
          >
            {t('noResults')}
          </EmptyState>
        ) : (
          <ul className={styles.grid} aria-labelledby="voting-published">
            {published.data.items.map((proposal) => (
              <li key={proposal.id}>
                <PublishedCard proposal={proposal} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
