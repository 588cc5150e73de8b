import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { ActivityRecord } from '@portal/core/entities/activity';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Pagination } from '../../components/Pagination/Pagination';
import { useToast } from '../../components/Toast/toastContext';
import { useIsTablet } from '../../hooks/useMediaQuery';
import { useDates } from '../../i18n/dates';
import { useMessages } from '../../i18n/messages';
import { activityDetailPath } from '../../shared/pageUrls';
import { useSession } from '../../shared/session/sessionStore';
import { markdownExcerpt } from '../../shared/topicExcerpt';
import { ACTIVITIES_PER_PAGE, councilActivitiesKey, deleteActivity, type VersionedActivity } from './activityCalls';
import { ActivityFormModal } from './ActivityFormModal';
import { activityEditorMessages, problemText } from './messages';
import * as styles from './ActivityEditor.css';

/** How much of an activity's text its row shows: about two lines at desktop width. */
const EXCERPT_LENGTH = 180;

/**
 * The page of the list, kept in the route's `page` parameter (admin §2.6) so a reload or Back shows
 * the same page; page 1 is the route without it. Turning the page is a history step.
 */
function useRoutePage(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const named = Number(params.get('page'));
  const page = Number.isInteger(named) && named > 1 ? named : 1;
  const setPage = (next: number, options: { replace?: boolean } = {}) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      },
      { replace: options.replace ?? false },
    );
  };
  return [page, setPage];
}

/**
 * The council management page's activities (admin spec §2.6, §2.7): 3 per page with Edit and Delete,
 * each row read as the public list reads it (thumbnail, title, date, the start of its text) and opening
 * the activity, and the Add an Activity modal. The page (routes/MyPage/GC.tsx) lazy-loads this module's default export.
 * Add, Edit and Delete are desktop only.
 */
export default function CouncilActivitiesPanel({ councilId }: { councilId: number }) {
  const session = useSession();
  const narrow = useIsTablet();
  const toast = useToast();
  const t = useMessages(activityEditorMessages);
  const dates = useDates();
  const { mutate } = useSWRConfig();
  const [page, setPage] = useRoutePage();
  const [editing, setEditing] = useState<VersionedActivity | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ActivityRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, error, mutate: reload } = useApi(session.status === 'signedIn' ? councilActivitiesKey(councilId, page) : null);

  // Lists refetch after any write (§7), the public feeds included.
  const refresh = () => Promise.all([reload(), mutate((k) => typeof k === 'string' && /\/v1\/(activities|councils\/\d+\/activities)/.test(k))]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteActivity(councilId, deleting.id);
      toast.show(t('toast.deleted'), 'confirm');
      if (data && data.items.length === 1 && page > 1) setPage(page - 1, { replace: true });
      // The confirmation closes once the list no longer shows the row: closing first would give focus
      // back to the row's Delete, which the refresh then takes away, dropping focus to <body>.
      await refresh().catch(() => undefined);
      setDeleting(null);
    } catch (failure) {
      const details = failure instanceof Error ? failure.message : '';
      toast.show(details ? t('toast.deleteFailedWith', { details }) : t('toast.deleteFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const totalPages = data ? Math.max(1, Math.ceil(data.total / ACTIVITIES_PER_PAGE)) : 1;
  return (
    <section className={styles.panel} aria-labelledby="council-activities-title">
      <div className={styles.panelHeader}>
        <h2 id="council-activities-title" className={styles.panelTitle}>
          {t('panel.title')}
        </h2>
        {!narrow && (
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('form.add')}
          </Button>
        )}
      </div>
      {error && <p className={styles.error}>{error instanceof Error ? problemText(t, error.message) : t('toast.somethingWrong')}</p>}
      {data && data.items.length === 0 && <EmptyState>{t('panel.empty')}</EmptyState>}
      {data && data.items.length > 0 && (
        <ul className={styles.list}>
          {data.items.map((activity) => (
            <li key={activity.id} className={styles.card} data-testid="council-activity">
              {activity.featured_image ? <img className={styles.thumbnail} src={activity.featured_image} alt="" loading="lazy" width={816} height={436} /> : <span className={styles.thumbnail} aria-hidden="true" />}
              <div className={styles.cardText}>
                <h3 className={styles.cardTitle}>
                  {/* The title's link covers the whole row, so a click anywhere but the buttons opens the activity. */}
                  <Link to={activityDetailPath(activity.id, councilId)} className={styles.cardLink}>
                    {activity.title}
                  </Link>
                </h3>
                <time className={styles.cardMeta} dateTime={activity.created_at}>
                  {dates.header(activity.created_at)}
                </time>
                <p className={styles.excerpt}>{markdownExcerpt(activity.content, EXCERPT_LENGTH)}</p>
              </div>
              {!narrow && (
                <div className={styles.actions}>
                  <Button size="sm" variant="outline" aria-label={t('panel.editLabel', { title: activity.title })} onClick={() => setEditing(activity)}>
                    {t('panel.edit')}
                  </Button>
                  <Button size="sm" variant="outline" aria-label={t('panel.deleteLabel', { title: activity.title })} onClick={() => setDeleting(activity)}>
                    {t('panel.delete')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={setPage} label={t('panel.pages')} />}
      {editing !== null && (
        <ActivityFormModal
          councilId={councilId}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            if (editing === 'new') setPage(1);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        busy={busy}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
      >
        {t('delete.text')}
      </ConfirmDialog>
    </section>
  );
}
