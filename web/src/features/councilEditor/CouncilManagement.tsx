import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Account } from '@portal/core/entities/account';
import type { Council, CouncilContract, CouncilRecord } from '@portal/core/entities/council';
import { useSWRConfig } from 'swr';
import { API_BASE } from '../../api/client';
import { apiKeys, inKeyGroup, keyGroups } from '../../api/keys';
import { useApi, useInvalidate } from '../../api/useApi';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useIsTablet } from '../../hooks/useMediaQuery';
import { councilEditorKeys, editCouncil, removeCouncilDraft } from './councilEditorApi';
import { councilManagePath, MY_PAGE_PATH } from './councilPaths';
import { DescriptionDialog, InfoDialog, LinksDialog, ProfileDialog, type CouncilSave } from './EditDialogs';
import { MembersPanel } from './MembersPanel';
import { useMessages } from '../../i18n/messages';
import { councilEditorMessages } from './messages';
import { detailsOf, NoticeDialog, type Notice } from './NoticeDialog';
import { withMyPageNotice } from '../../shared/myPage/myPageNotice';
import { RewardBalance } from './RewardBalance';
import { Addresses, Description, ProfileCard } from '../council/CouncilDetail';
import { twoColumns } from '../../styles/columns.css';
import * as styles from './councilEditor.css';

type Dialog = 'profile' | 'links' | 'description' | 'info' | 'publish' | 'remove' | null;

/**
 * The council a page manages and where the route should be instead, if anywhere. A site operator
 * manages the id parameter's council; a council account always its own (§2.4, §6: a GC account goes to
 * its own council page), so any other id, or none, is replaced by its own.
 */
export function useManagedCouncil(account: Account): { councilId: number | null; redirect: string | null } {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const named = Number.isInteger(id) && id > 0 ? id : null;
  if (account.typeEnum !== 'GC') return { councilId: named, redirect: null };
  const own = account.council_id > 0 ? account.council_id : null;
  if (own === null || named === own) return { councilId: own, redirect: null };
  return { councilId: own, redirect: councilManagePath(own) };
}

/**
 * MANAGE GOVERNANCE COUNCIL (admin-area §2.6): the title bar with "Admin View" or "Draft", the
 * information card with its edit buttons, the member panel, the site controls (Remove, Edit / "Edit
 * by Site Operator", Publish — opened at once by publish=true for a site admin) and Reward & Balance.
 * Edit controls are desktop only; a phone sees the mobile notice. The route adds the activities.
 */
export function CouncilManagement({ councilId, account, onRemoving }: { councilId: number; account: Account; onRemoving?: (removing: boolean) => void }) {
  const navigate = useNavigate();
  const t = useMessages(councilEditorMessages);
  const [params, setParams] = useSearchParams();
  const desktop = !useIsTablet();
  const invalidate = useInvalidate();
  const { mutate: mutateCache } = useSWRConfig();
  const { data, error, mutate } = useApi(councilEditorKeys.council(councilId));
  const council = data?.council;
  const published = council ? council.joined_at !== null : false;
  const { data: publicCouncil } = useApi(published ? apiKeys.council(councilId) : null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const isSiteAdmin = account.isSiteAdmin;
  const mayEditContent = desktop && (isSiteAdmin || ((account.roles.includes('gcAdmin') || account.roles.includes('gcManager')) && account.council_id === councilId));

  // §2.6: publish=true opens the Publish dialog for a site admin, once the draft is loaded; closing it drops the parameter.
  const wantsPublish = params.get('publish') === 'true';
  const shownDialog: Dialog = dialog ?? (wantsPublish && isSiteAdmin && council?.joined_at === null ? 'publish' : null);

  const closeDialog = () => {
    setDialog(null);
    if (wantsPublish) {
      const next = new URLSearchParams(params);
      next.delete('publish');
      setParams(next, { replace: true });
    }
  };

  const save: CouncilSave = async (metadata, thumbnail = null) => {
    if (!data) return false;
    try {
      await editCouncil(councilId, data.version, metadata, thumbnail);
      await Promise.all([mutate(), invalidate(keyGroups.councils, keyGroups.activities, keyGroups.proposals, keyGroups.mainPage)]);
      setNotice({ title: 'notice.saveComplete' });
      return true;
    } catch (failure) {
      setNotice({ title: 'notice.saveError', message: 'notice.somethingWrong', details: detailsOf(failure) });
      return false;
    }
  };

  async function remove() {
    if (!data) return;
    setDialog(null);
    // The page's other reads stop before the council goes: a part still loading (the activities'
    // chunk) would otherwise mount after the removal and ask for a council that answers 404.
    onRemoving?.(true);
    try {
      await removeCouncilDraft(councilId, data.version);
      // The list says "Remove complete" (admin §8); the removed council's reads are dropped, not asked
      // again (they could only answer 404), and the rest of the council reads are refreshed.
      // Carried as shown: My Page is in the same language.
      navigate(MY_PAGE_PATH, withMyPageNotice(t('notice.removeComplete')));
      const own = `${API_BASE}/councils/${councilId}`;
      const isOwn = (key: unknown) => typeof key === 'string' && (key === own || key.startsWith(`${own}/`) || key.startsWith(`${own}?`));
      await mutateCache(isOwn, undefined, { revalidate: false });
      await mutateCache((key) => inKeyGroup(keyGroups.councils, key) && !isOwn(key));
    } catch (failure) {
      onRemoving?.(false);
      setNotice({ title: 'notice.error', message: 'notice.somethingWrong', details: detailsOf(failure) });
    }
  }

  const infoTitle = published ? 'manage.editBySiteOperator' : 'manage.editInfo';
  const rewardAddress = publicCouncil?.contracts.find((c) => c.type === 'reward')?.address ?? council?.address ?? '';

  return (
    <div>
      <PageHeader
        title={t('manage.title')}
        narrowTitle={t('manage.narrowTitle')}
        {...(account.isSiteOperator ? { onBack: () => navigate(MY_PAGE_PATH), backLabel: t('manage.back') } : {})}
        aside={council ? <Badge tone={published ? 'accent' : 'notice'}>{t(published ? 'manage.adminView' : 'manage.draft')}</Badge> : null}
      />
      {desktop ? null : <p className={styles.notice}>{t('manage.mobile')}</p>}
      {error ? <p className={styles.error}>{error.message}</p> : null}
      {council ? (
        <div className={styles.stack}>
          <InformationCard council={council} published={publicCouncil} />
          {desktop ? (
            <div className={styles.row} aria-label={t('manage.controls')} role="group">
              {mayEditContent ? (
                <>
                  <Button variant="outline" onClick={() => setDialog('profile')}>
                    {t('manage.editProfile')}
                  </Button>
                  <Button variant="outline" onClick={() => setDialog('links')}>
                    {t('manage.editLinks')}
                  </Button>
                  <Button variant="outline" onClick={() => setDialog('description')}>
                    {t('manage.editDescription')}
                  </Button>
                </>
              ) : null}
              {isSiteAdmin ? (
                <>
                  <Button variant="outline" onClick={() => setDialog('info')}>
                    {t(published ? 'manage.editBySiteOperator' : 'manage.edit')}
                  </Button>
                  {published ? null : (
                    <>
                      <Button variant="primary" onClick={() => setDialog('publish')}>
                        {t('manage.publish')}
                      </Button>
                      <Button variant="ghost" onClick={() => setDialog('remove')}>
                        {t('manage.remove')}
                      </Button>
                    </>
                  )}
                </>
              ) : null}
            </div>
          ) : null}
          <MembersPanel councilId={councilId} account={account} desktop={desktop} />
          {desktop ? <RewardBalance councilId={councilId} rewardAddress={rewardAddress} /> : null}
          {shownDialog === 'profile' ? <ProfileDialog council={council} open onClose={closeDialog} onSave={save} /> : null}
          {shownDialog === 'links' ? <LinksDialog council={council} open onClose={closeDialog} onSave={save} /> : null}
          {shownDialog === 'description' ? <DescriptionDialog council={council} open onClose={closeDialog} onSave={save} /> : null}
          {shownDialog === 'info' ? <InfoDialog council={council} open onClose={closeDialog} onSave={save} title={infoTitle} /> : null}
          {shownDialog === 'publish' ? <InfoDialog council={council} open onClose={closeDialog} onSave={save} title="manage.publish" publish /> : null}
          <ConfirmDialog
            open={shownDialog === 'remove'}
            title={t('remove.title')}
            confirmLabel={t('remove.confirm')}
            cancelLabel={t('remove.cancel')}
            onCancel={closeDialog}
            onConfirm={() => void remove()}
          >
            <p>{t('remove.text')}</p>
          </ConfirmDialog>
        </div>
      ) : null}
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </div>
  );
}

/**
 * The council as the public detail shows it: the record's profile, and the chain's contracts and
 * staking once published. A draft has no chain part yet; its entered node address stands in for one.
 */
export function cardCouncil(record: CouncilRecord, published: Council | undefined): Council {
  const { address, ...profile } = record;
  const entered: CouncilContract[] = address ? [{ type: 'node', address, version: 1 }] : [];
  return { ...profile, contracts: published?.contracts ?? entered, staking: published?.staking ?? [] };
}

/** Admin §2.6 information card: the public detail's card, addresses and description, with the site's status and dates. */
function InformationCard({ council, published }: { council: CouncilRecord; published: Council | undefined }) {
  const t = useMessages(councilEditorMessages);
  const shown = cardCouncil(council, published);
  const status = council.site_conf.isFoundation ? 'Foundation' : council.site_conf.status || 'None';
  return (
    <section className={styles.stack} aria-label={t('manage.information')}>
      <ProfileCard council={shown} />
      <dl className={styles.definitionList}>
        <dt className={styles.term}>{t('info.status')}</dt>
        <dd className={styles.definition}>{t(`status.${status}`)}</dd>
        <dt className={styles.term}>{t('info.joined')}</dt>
        <dd className={styles.definition}>{council.joined_at?.slice(0, 10) ?? t('info.none')}</dd>
        <dt className={styles.term}>{t('info.resigned')}</dt>
        <dd className={styles.definition}>{council.resigned_at?.slice(0, 10) ?? t('info.none')}</dd>
      </dl>
      <div className={twoColumns}>
        <Addresses council={shown} />
        <Description council={shown} />
      </div>
    </section>
  );
}
