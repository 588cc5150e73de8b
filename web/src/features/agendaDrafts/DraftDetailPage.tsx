import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApprovalDialogs, NoticeAlert } from '../../components/ApprovalDialogs/ApprovalDialogs';
import { ApproverList } from '../../components/ApproverList/ApproverList';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useAccount } from '../../shared/session/sessionStore';
import { type ApprovalNotice, useApprovalFlow } from '../../shared/secretary/useApprovalFlow';
import { media } from '../../styles/breakpoints';
import * as styles from './AgendaDrafts.css';
import { approveDraft, confirmDraft, deleteDraft, draftTransaction, useDraft } from './draftApi';
import { DraftView } from './DraftView';
import { withMyPageNotice } from '../../shared/myPage/myPageNotice';
import { useMessages } from '../../i18n/messages';
import { draftMessages } from './messages';
import { VOTING_LIST_PATH } from './draftText';
import { commonMessages } from '../../shared/messages';

/**
 * The draft detail (VOTING AGENDA DETAIL with a Draft badge; admin §2.8, §4.6): site admins on a
 * desktop delete and edit; the secretary's approvers approve with a MetaMask-type wallet while the
 * signed weight is under the threshold, and confirm at it (on a desktop only: "Confirm on PC").
 */
export function DraftDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useMessages(draftMessages);
  const common = useMessages(commonMessages);
  const me = useAccount();
  const desktop = useMediaQuery(media.desktop);
  const id = Number(params.get('id')) || null;
  const page = Number(params.get('page')) || null;
  const { data: draft, error, mutate } = useDraft(id);
  const [notice, setNotice] = useState<ApprovalNotice | null>(null);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const flow = useApprovalFlow(
    {
      signingRequest: async () => (await draftTransaction(id!)).signing,
      approve: (signature) => approveDraft(id!, signature),
      confirm: () => confirmDraft(id!),
    },
    { address: me?.address ?? null, refresh: () => void mutate(), onConfirmed: () => navigate(VOTING_LIST_PATH) },
  );
  const back = () => navigate(page ? `/MyPage/ProposalDraftList?page=${page}` : VOTING_LIST_PATH);

  if (error) return <p role="alert">{common('error.somethingWrong')}</p>;
  if (!draft) return <div role="status" aria-label={t('loading')} aria-busy="true" />;

  const mine = draft.approvers.find((a) => a.address.toLowerCase() === me?.address.toLowerCase());
  const reached = draft.signed_weight >= draft.draft_approval_threshold;
  const canApprove = me?.isSecretary === true && mine !== undefined && !mine.signed && !reached;
  const busy = deleting || flow.busy !== null;

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteDraft(draft.id);
      // The draft is gone: the list says so (admin §8), and this page does not ask for it again.
      navigate(VOTING_LIST_PATH, withMyPageNotice(t('notice.removeComplete')));
    } catch (failure) {
      setAsking(false);
      setNotice({ title: t('notice.saveError'), message: common('error.somethingWrong'), details: (failure as Error).message });
    } finally {
      setDeleting(false);
    }
  };

  const actions = (
    <>
      {desktop && me?.isSiteAdmin && (
        <>
          <Button variant="outline" onClick={() => setAsking(true)}>
            {t('delete')}
          </Button>
          <Button variant="outline" onClick={() => navigate(`/MyPage/ProposalDraftDetail/Edit?id=${draft.id}`)}>
            {t('edit')}
          </Button>
        </>
      )}
      {canApprove && (
        <Button variant="primary" disabled={!flow.metaMaskType || busy} aria-busy={flow.busy === 'approve' || undefined} title={flow.metaMaskType ? undefined : t('metaMaskOnly')} onClick={flow.approve}>
          {t('approve')}
        </Button>
      )}
      {me?.isSecretary && reached && (
        <Button variant="primary" disabled={!desktop || busy} onClick={flow.askConfirm}>
          {desktop ? t('confirm') : t('confirmOnPc')}
        </Button>
      )}
    </>
  );

  return (
    <PageLayout title={t('title.detail')} narrowTitle={t('title.detailNarrow')} onBack={back} aside={<Badge tone="outline">{t('draft')}</Badge>} actions={actions}>
      <div className={styles.stack}>
        {canApprove && !flow.metaMaskType && <p className={styles.muted}>{t('metaMaskOnly')}</p>}
        <DraftView draft={{ ...draft, councilName: draft.council.name }} />
        <ApproverList approvers={draft.approvers} signedWeight={draft.signed_weight} threshold={draft.draft_approval_threshold} you={me?.address} />
      </div>
      <ConfirmDialog open={asking} title={t('delete')} confirmLabel={t('delete')} busy={deleting} onCancel={() => setAsking(false)} onConfirm={() => void remove()}>
        <p>{t('remove.question')}</p>
        <p>{t('remove.cantUndo')}</p>
      </ConfirmDialog>
      <ApprovalDialogs flow={flow} />
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
    </PageLayout>
  );
}
