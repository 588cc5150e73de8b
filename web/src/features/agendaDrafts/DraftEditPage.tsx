import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { PageLayout } from '../../components/PageLayout/PageLayout';
import { editDraft, useDraft } from './draftApi';
import { DraftForm, changedFields, fromDraft, validateDraft, type DraftFormValues } from './DraftForm';
import { NoticeAlert } from '../../components/ApprovalDialogs/ApprovalDialogs';
import type { ApprovalNotice } from '../../shared/secretary/useApprovalFlow';
import { useMessages } from '../../i18n/messages';
import { draftMessages } from './messages';
import { commonMessages } from '../../shared/messages';

/** After Save, the detail asks for the draft again after this long (admin §2.8). */
export const REFETCH_AFTER_SAVE_MS = 1_000;

function EditForm({ id, initial }: { id: number; initial: DraftFormValues }) {
  const navigate = useNavigate();
  const t = useMessages(draftMessages);
  const common = useMessages(commonMessages);
  const { mutate } = useDraft(id);
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ApprovalNotice | null>(null);
  const detail = `/MyPage/ProposalDraftDetail?id=${id}`;
  const changed = changedFields(initial, values);
  const valid = Object.keys(validateDraft(values)).length === 0;

  const save = async () => {
    setBusy(true);
    try {
      // Only the changed fields (§4.6): an edit takes the approvals away on the server.
      await editDraft(id, changed);
      navigate(detail);
      setTimeout(() => void mutate(), REFETCH_AFTER_SAVE_MS);
    } catch (error) {
      setNotice({ title: t('notice.saveError'), message: common('error.somethingWrong'), details: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DraftForm
        values={values}
        onChange={setValues}
        actions={
          
          <>
            <Button variant="outline" onClick={() => navigate(detail)}>
              {t('cancel')}
            </Button>
            <Button variant="primary" disabled={!valid || busy || Object.keys(changed).length === 0} aria-busy={busy || undefined} onClick={() => void save()}>
              {t('save')}
            </Button>
          </>
        }
      />
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

/** EDIT VOTING AGENDA (admin §2.8): Cancel returns to the detail; Save saves, returns and refetches after 1 s. */
export function DraftEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useMessages(draftMessages);
  const common = useMessages(commonMessages);
  const id = Number(params.get('id')) || null;
  const { data, error } = useDraft(id);
  return (
    <PageLayout title={t('title.edit')} onBack={() => navigate(`/MyPage/ProposalDraftDetail?id=${id ?? ''}`)} width="form">
      {error ? <p role="alert">{common('error.somethingWrong')}</p> : !data ? <div role="status" aria-label={t('loading')} aria-busy="true" /> : <EditForm id={data.id} initial={fromDraft(data)} />}
    </PageLayout>
  );
}
