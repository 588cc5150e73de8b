import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useAccount } from '../../shared/session/sessionStore';
import { media } from '../../styles/breakpoints';
import { createDraft } from './draftApi';
import { DraftForm, useProposerOptions, EMPTY_FORM, readPreview, storePreview, toPayload, validateDraft, PREVIEW_STORAGE_KEY, type DraftFormValues } from './DraftForm';
import { NoticeAlert } from '../../components/ApprovalDialogs/ApprovalDialogs';
import type { ApprovalNotice } from '../../shared/secretary/useApprovalFlow';
import { RoleNotice } from '../../components/RoleNotice/RoleNotice';
import { isSiteAdminRole } from '../../shared/myPage/operatorRights';
import { useMessages } from '../../i18n/messages';
import { draftMessages } from './messages';
import { VOTING_LIST_PATH } from './draftText';
import { commonMessages } from '../../shared/messages';

/**
 * NEW VOTING AGENDA (admin §2.8): site admins on a desktop (§6) get Preview and Save Draft, both only
 * when the form is valid. Coming back from the preview keeps what was written (it is in session storage).
 * Anyone else (a site manager, a secretary's approver) is told so instead of getting a form it cannot save.
 */
export function NewVotingPage() {
  const t = useMessages(draftMessages);
  const common = useMessages(commonMessages);
  const me = useAccount();
  const desktop = useMediaQuery(media.desktop);
  const navigate = useNavigate();
  const proposers = useProposerOptions();
  const [values, setValues] = useState<DraftFormValues>(() => readPreview()?.values ?? EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ApprovalNotice | null>(null);

  const valid = Object.keys(validateDraft(values)).length === 0;

  const save = async () => {
    if (values.title.trim() === '') return; // §5: saving is skipped without a title.
    setBusy(true);
    try {
      await createDraft(toPayload(values));
      sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
      setNotice({ title: t('notice.saveComplete'), onOk: () => navigate(VOTING_LIST_PATH) });
    } catch (error) {
      setNotice({ title: t('notice.saveError'), message: common('error.somethingWrong'), details: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  if (!isSiteAdminRole(me)) {
    return (
      <PageLayout title={t('title.new')} onBack={() => navigate(VOTING_LIST_PATH)} width="form">
        <RoleNotice back={{ to: VOTING_LIST_PATH, label: t('roleNotice.back') }}>{t('roleNotice')}</RoleNotice>
      </PageLayout>
    );
  }

  return (
    <PageLayout title={t('title.new')} onBack={() => navigate(VOTING_LIST_PATH)} width="form">
      <DraftForm
        values={values}
        onChange={setValues}
        actions={
          desktop && (
            <>
              <Button
                variant="outline"
                disabled={!valid}
                onClick={() => {
                  storePreview(values, proposers.find((p) => p.value === values.councilId)?.label ?? '');
                  navigate('/MyPage/ProposalDraftDetailPreview');
                }}
              >
                {t('preview')}
              </Button>
              <Button variant="primary" disabled={!valid || busy} aria-busy={busy || undefined} onClick={() => void save()}>
                {t('saveDraft')}
              </Button>
            </>
          )
        }
      />
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
    </PageLayout>
  );
}
