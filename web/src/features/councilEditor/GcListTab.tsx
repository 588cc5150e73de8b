import { Link, useNavigate } from 'react-router-dom';
import type { AdminCouncil } from '@portal/core/entities/council';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useApi } from '../../api/useApi';
import { useIsTablet } from '../../hooks/useMediaQuery';
import { useAccount } from '../../shared/session/sessionStore';
import { councilEditorKeys } from './councilEditorApi';
import { ADD_COUNCIL_PATH, councilManagePath } from './councilPaths';
import { useMessages } from '../../i18n/messages';
import { councilEditorMessages } from './messages';
import * as styles from './councilEditor.css';

/**
 * My Page's "GC List" tab (admin-area §2.4): drafts (no joined date) and published councils, each card
 * opening the council's management page. Add GC for site admins on desktop; Publish on drafts for
 * admins on desktop (the mobile view hides admin actions). §2.4's Approve for secretaries on draft
 * cards is not offered: neither §2.4 nor §6 says what approving a council draft does (a secretary
 * approves agenda drafts, §2.8), and no route takes it. The My Page shell lazy-loads this default export.
 */
export default function GcListTab() {
  const account = useAccount();
  const t = useMessages(councilEditorMessages);
  const desktop = !useIsTablet();
  const navigate = useNavigate();
  const { data, error, isLoading } = useApi(councilEditorKeys.list());
  const councils = data ?? [];
  const drafts = councils.filter((c) => c.council.joined_at === null);
  const published = councils.filter((c) => c.council.joined_at !== null);
  const isSiteAdmin = account?.isSiteAdmin ?? false;

  return (
    <div>
      <section className={styles.section} aria-labelledby="gc-drafts">
        <div className={styles.sectionHead}>
          <h2 id="gc-drafts" className={styles.sectionTitle}>
            {t('list.draft')}
          </h2>
          {isSiteAdmin && desktop ? (
            <Button variant="primary" onClick={() => navigate(ADD_COUNCIL_PATH)}>
              {t('list.addGc')}
            </Button>
          ) : null}
        </div>
        {error ? <p className={styles.error}>{error.message}</p> : null}
        {isLoading ? (
          <p className={styles.muted}>{t('list.loading')}</p>
        ) : drafts.length === 0 ? (
          <EmptyState compact>{t('list.empty')}</EmptyState>
        ) : (
          <CouncilCards councils={drafts} draftActions={{ publish: isSiteAdmin && desktop }} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="gc-published">
        <h2 id="gc-published" className={styles.sectionTitle}>
          {t('list.published')}
        </h2>
        {isLoading ? null : published.length === 0 ? <EmptyState compact>{t('list.empty')}</EmptyState> : <CouncilCards councils={published} />}
      </section>
    </div>
  );
}

/** Draft cards' button: Publish opens the council with publish=true. */
function CouncilCards({ councils, draftActions }: { councils: AdminCouncil[]; draftActions?: { publish: boolean } }) {
  const navigate = useNavigate();
  const t = useMessages(councilEditorMessages);
  return (
    <ul className={styles.cardGrid}>
      {councils.map((entry) => (
        <li key={entry.council.id} className={styles.card} data-testid="gc-card">
          <Link to={councilManagePath(entry.council.id)} className={styles.cardLink}>
            {entry.council.thumbnail ? <img src={entry.council.thumbnail} alt="" className={styles.thumbnail} /> : <span className={styles.thumbnail} aria-hidden="true" />}
            <span>{entry.council.name}</span>
          </Link>
          <div className={styles.row}>
            {entry.council.resigned_at !== null ? <Badge tone="danger">{t('list.resigned')}</Badge> : null}
            {entry.council.site_conf.isFoundation ? (
              <Badge tone="outline">{t('status.Foundation')}</Badge>
            ) : entry.council.site_conf.status ? (
              <Badge tone="info">{t(`status.${entry.council.site_conf.status}`)}</Badge>
            ) : null}
            {draftActions?.publish ? (
              <Button size="sm" variant="primary" onClick={() => navigate(councilManagePath(entry.council.id, { publish: true }))}>
                {t('list.publish')}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
