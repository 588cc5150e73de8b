import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ProposalDraft } from '@portal/core/entities/proposalDraft';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { Modal } from '../../components/Modal/Modal';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useAccount } from '../../shared/session/sessionStore';
import { readStored, STORAGE_KEYS } from '../../shared/preferences/storage';
import { media } from '../../styles/breakpoints';
import * as styles from './AgendaDrafts.css';
import { approveDraft, confirmDraft, deleteDraft, draftTransaction, useDraft } from './draftApi';
import { DRAFT_TEXT, VOTING_LIST_PATH } from './draftText';
import { DraftView, Notice, type NoticeContent } from './DraftView';
import { signApproval } from './signApproval';

function Approvers({ draft }: { draft: ProposalDraft }) {
  return (
    <section aria-labelledby="draft-approvers" className={styles.stack}>
      <div className={styles.head}>
        <h2 id="draft-approvers" className={styles.heading}>
          {DRAFT_TEXT.approvers}
        </h2>
        <span className={styles.muted}>
          {DRAFT_TEXT.threshold}: {draft.signed_weight} / {draft.draft_approval_threshold}
        </span>
      </div>
      <ul className={styles.approvers} aria-labelledby="draft-approvers">
        {draft.approvers.map((a) => (
          <li key={a.address} className={styles.approver} data-approver={a.address.toLowerCase()}>
            <span className={styles.mono}>{a.address}</span>
            <span>
              <Badge tone={a.signed ? 'success' : 'outline'}>{a.signed ? DRAFT_TEXT.signed : DRAFT_TEXT.notSigned}</Badge> {DRAFT_TEXT.weight} {a.weight}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The draft detail (VOTING AGENDA DETAIL with a Draft badge; admin §2.8, §4.6): site admins on a
 * desktop delete and edit; the secretary's approvers approve with a MetaMask-type wallet while the
 * signed weight is under the threshold, and confirm at it (on a desktop only: "Confirm on PC").
 */
export function DraftDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useAccount();
  const desktop = useMediaQuery(media.desktop);
  const id = Number(params.get('id')) || null;
  const page = Number(params.get('page')) || null;
  const { data: draft, error, mutate } = useDraft(id);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [asking, setAsking] = useState<'delete' | 'confirm' | null>(null);
  const [busy, setBusy] = useState<'approve' | 'delete' | 'confirm' | null>(null);
  const back = () => navigate(page ? `/MyPage/ProposalDraftList?page=${page}` : VOTING_LIST_PATH);

  if (error) return <p role="alert">{DRAFT_TEXT.loadFailed}</p>;
  if (!draft) return <div role="status" aria-label="Loading" aria-busy="true" />;

  const mine = draft.approvers.find((a) => a.address.toLowerCase() === me?.address.toLowerCase());
  const reached = draft.signed_weight >= draft.draft_approval_threshold;
  const canApprove = me?.isSecretary === true && mine !== undefined && !mine.signed && !reached;
  // The wallet this session signed in with (the stored login wallet): EIP-712 is what MetaMask signs.
  const metaMaskType = readStored(STORAGE_KEYS.loginWallet) === 'metaMask';

  const approve = async () => {
    setBusy('approve');
    try {
      const tx = await draftTransaction(draft.id);
      if (tx.signing.kind !== 'contract') throw new Error('This secretary is signed with a Klaytn account key, which a MetaMask-type wallet cannot sign here.');
      const signed = await signApproval(me!.address, tx.signing.typedData);
      if (signed.status !== 'signed') {
        setNotice({ title: DRAFT_TEXT.approveFailed, message: DRAFT_TEXT.approveFailedMessage, details: signed.details });
        return;
      }
      await approveDraft(draft.id, signed.signature);
      setNotice({ title: DRAFT_TEXT.approveComplete });
    } catch (failure) {
      setNotice({ title: DRAFT_TEXT.approveError, message: DRAFT_TEXT.somethingWrong, details: (failure as Error).message });
    } finally {
      setBusy(null);
      void mutate();
    }
  };

  const confirm = async () => {
    setAsking(null);
    setBusy('confirm');
    try {
      await confirmDraft(draft.id);
      setBusy(null);
      setNotice({ title: DRAFT_TEXT.confirmComplete, onOk: () => navigate(VOTING_LIST_PATH) });
    } catch (failure) {
      setBusy(null);
      // §4.6: the error alert's confirm reloads the page.
      setNotice({ title: DRAFT_TEXT.confirmError, message: DRAFT_TEXT.somethingWrong, details: (failure as Error).message, onOk: () => window.location.reload() });
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      await deleteDraft(draft.id);
      setAsking(null);
      setNotice({ title: DRAFT_TEXT.removeComplete, onOk: () => navigate(VOTING_LIST_PATH) });
    } catch (failure) {
      setAsking(null);
      setNotice({ title: DRAFT_TEXT.saveError, message: DRAFT_TEXT.somethingWrong, details: (failure as Error).message });
    } finally {
      setBusy(null);
    }
  };

  const actions = (
    <>
      {desktop && me?.isSiteAdmin && (
        <>
          <Button variant="outline" onClick={() => setAsking('delete')}>
            {DRAFT_TEXT.delete}
          </Button>
          <Button variant="outline" onClick={() => navigate(`/MyPage/ProposalDraftDetail/Edit?id=${draft.id}`)}>
            {DRAFT_TEXT.edit}
          </Button>
        </>
      )}
      {canApprove && (
        <Button variant="primary" disabled={!metaMaskType || busy !== null} aria-busy={busy === 'approve' || undefined} title={metaMaskType ? undefined : DRAFT_TEXT.metaMaskOnly} onClick={() => void approve()}>
          {DRAFT_TEXT.approve}
        </Button>
      )}
      {me?.isSecretary && reached && (
        <Button variant="primary" disabled={!desktop || busy !== null} onClick={() => setAsking('confirm')}>
          {desktop ? DRAFT_TEXT.confirm : DRAFT_TEXT.confirmOnPc}
        </Button>
      )}
    </>
  );

  return (
    <PageLayout title={DRAFT_TEXT.detailTitle} narrowTitle={DRAFT_TEXT.detailNarrowTitle} onBack={back} aside={<Badge tone="outline">{DRAFT_TEXT.draft}</Badge>} actions={actions}>
      <div className={styles.stack}>
        {canApprove && !metaMaskType && <p className={styles.muted}>{DRAFT_TEXT.metaMaskOnly}</p>}
        <DraftView draft={{ ...draft, councilName: draft.council.name }} />
        <Approvers draft={draft} />
      </div>
      <ConfirmDialog open={asking === 'confirm'} title={DRAFT_TEXT.confirm} onCancel={() => setAsking(null)} onConfirm={() => void confirm()}>
        <p>{DRAFT_TEXT.confirmQuestion}</p>
      </ConfirmDialog>
      <ConfirmDialog open={asking === 'delete'} title={DRAFT_TEXT.delete} confirmLabel={DRAFT_TEXT.delete} busy={busy === 'delete'} onCancel={() => setAsking(null)} onConfirm={() => void remove()}>
        <p>{DRAFT_TEXT.removeQuestion}</p>
        <p>{DRAFT_TEXT.cantUndo}</p>
      </ConfirmDialog>
      <Modal open={busy === 'confirm'} onClose={() => undefined} closable={false} title={DRAFT_TEXT.confirm} size="sm">
        <p role="status">{DRAFT_TEXT.processing}</p>
      </Modal>
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </PageLayout>
  );
}
