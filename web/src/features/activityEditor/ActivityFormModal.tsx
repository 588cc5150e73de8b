import { useMemo, useState } from 'react';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, contractsFromCsv, SAMPLE_CONTRACTS_CSV } from '@portal/core/entities/activityForm';
import { apiKeys } from '../../api/keys';
import { fetchAnswer } from '../../api/useApi';
import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/toastContext';
import { saveActivityDraft } from '../../shared/activityDraft/draftPreview';
import { useMessages } from '../../i18n/messages';
import {
  type ActivityFormState,
  changesOf,
  type ContractMode,
  contractsOf,
  emptyLink,
  filledLinks,
  formOf,
  isValid,
  type LinkInput,
  newForm,
  problemsOf,
  switchMode,
  toggleDetail,
} from './activityForm';
import { postActivity, putActivity, type VersionedActivity } from './activityCalls';
import { activityEditorMessages, problemText } from './messages';
import * as styles from './ActivityEditor.css';

export const DRAFT_PREVIEW_PATH = '/MyPage/GC/ActivityDraft';

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** A raster image's size in pixels, read by the browser before upload; null for SVG (a vector has none to fall short of) or an unreadable file. */
const readPixels = (file: File) =>
  new Promise<{ width: number; height: number } | null>((resolve) => {
    if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) return resolve(null);
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });

function downloadSampleCsv() {
  const url = URL.createObjectURL(new Blob([SAMPLE_CONTRACTS_CSV], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'contract_sample.csv';
  link.click();
  URL.revokeObjectURL(url);
}

export interface ActivityFormModalProps {
  councilId: number;
  /** null: Add an Activity; a record: its edit form. */
  editing: VersionedActivity | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The Add an Activity modal and its edit flow (admin §2.7, §4.5, §5). */
export function ActivityFormModal({ councilId, editing, onClose, onSaved }: ActivityFormModalProps) {
  const [form, setForm] = useState<ActivityFormState>(() => (editing ? formOf(editing) : newForm()));
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const toast = useToast();
  const t = useMessages(activityEditorMessages);
  const shownProblem = (english: string | undefined) => english && problemText(t, english);
  const problems = useMemo(() => problemsOf(form), [form]);
  const valid = isValid(problems);
  const update = (change: Partial<ActivityFormState>) => setForm((current) => ({ ...current, ...change }));
  const setLink = (index: number, link: LinkInput) => setForm((current) => ({ ...current, links: current.links.map((l, i) => (i === index ? link : l)) }));

  const chooseThumbnail = async (file: File | null) => {
    update({ thumbnail: file, thumbnailPixels: null });
    const pixels = file ? await readPixels(file) : null;
    // Only if the author has not chosen another file meanwhile.
    setForm((current) => (current.thumbnail === file ? { ...current, thumbnailPixels: pixels } : current));
  };

  const preview = async () => {
    const council = await fetchAnswer(apiKeys.council(councilId)).catch(() => ({ id: councilId, name: '', thumbnail: '' }));
    saveActivityDraft(window.sessionStorage, {
      title: form.title.trim(),
      content: form.content,
      featured_image: form.thumbnail ? await readDataUrl(form.thumbnail) : form.thumbnailUrl,
      council: { id: council.id, name: council.name, thumbnail: council.thumbnail },
      attachments: filledLinks(form).map((link) =>
        link.kind === 'link'
          ? { type: 'url' as const, title: link.title.trim(), url: link.url.trim() }
          : { type: 'pdf' as const, title: link.title.trim(), url: link.stored?.url ?? '#', ...(link.file ? { filename: link.file.name } : link.stored?.filename ? { filename: link.stored.filename } : {}) },
      ),
      contracts: contractsOf(form).contracts,
      ...(editing ? { created_at: editing.created_at } : {}),
    });
    // Same origin, and the new tab must inherit this tab's session storage: no noopener.
    window.open(DRAFT_PREVIEW_PATH, '_blank');
  };

  const save = async () => {
    setBusy(true);
    setServerError(null);
    try {
      if (editing) await putActivity(councilId, editing, changesOf(editing, form), form.thumbnail);
      else await postActivity(councilId, form);
      toast.show(t(editing ? 'toast.edited' : 'toast.posted'), 'confirm');
      onSaved();
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      toast.show(t('toast.somethingWrong'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const readCsv = async (file: File | null) => {
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) {
      setServerError(ACTIVITY_MESSAGES.csvOnly);
      return;
    }
    setServerError(null);
    update({ csv: { filename: file.name, contracts: contractsFromCsv(await file.text()) } });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(editing ? 'form.edit' : 'form.add')}
      footer={
        <>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button disabled={!valid || busy} onClick={() => void preview()}>
            {t('form.preview')}
          </Button>
          <Button variant="primary" disabled={!valid || busy} onClick={() => void save()}>
            {t('form.save')}
          </Button>
        </>
      }
    >
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={t(editing ? 'form.edit' : 'form.add')}>
        <TextField label={t('form.title')} required value={form.title} error={form.title !== '' || editing ? shownProblem(problems.title) : undefined} onChange={(e) => update({ title: e.target.value })} />
        <TextArea
          label={t('form.content')}
          hint={t('form.contentHint')}
          required
          rows={8}
          maxLength={ACTIVITY_LIMITS.contentMax}
          tooLongMessage={t('problem.contentLength')}
          blockAtLimit
          value={form.content}
          error={form.content.length > 0 && form.content.length <= ACTIVITY_LIMITS.contentMax ? shownProblem(problems.content) : undefined}
          onChange={(e) => update({ content: e.target.value })}
        />
        <div className={styles.fieldset}>
          <label>
            {t('form.thumbnail')} <span className={styles.hint}>{t('form.thumbnailHint')}</span>
            <input type="file" accept=".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml" onChange={(e) => void chooseThumbnail(e.target.files?.[0] ?? null)} />
          </label>
          {form.thumbnailUrl && !form.thumbnail && (
            <Button size="sm" onClick={() => update({ thumbnailUrl: '' })}>
              {t('form.removeThumbnail')}
            </Button>
          )}
          {problems.thumbnail && <p className={styles.error} role="alert">{shownProblem(problems.thumbnail)}</p>}
        </div>

        <Button variant="ghost" aria-expanded={form.detailOpen} onClick={() => setForm(toggleDetail)}>
          {t(form.detailOpen ? 'form.hideDetail' : 'form.showDetail')}
        </Button>
        {form.detailOpen && (
          <>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('links.legend', { max: ACTIVITY_LIMITS.attachments })}</legend>
              {form.links.map((link, index) => (
                <div key={index} className={styles.row} data-testid={`attachment-${index + 1}`}>
                  <label className={styles.nativeLabel}>
                    {t('links.type', { n: index + 1 })}
                    <select
                      className={styles.select}
                      value={link.kind}
                      onChange={(e) => setLink(index, e.target.value === 'file' ? { kind: 'file', title: link.title, file: null, stored: null } : { kind: 'link', title: link.title, url: '' })}
                    >
                      <option value="link">{t('links.kindLink')}</option>
                      <option value="file">{t('links.kindFile')}</option>
                    </select>
                  </label>
                  <div className={styles.grow}>
                    <TextField label={t('links.title', { n: index + 1 })} value={link.title} onChange={(e) => setLink(index, { ...link, title: e.target.value })} />
                  </div>
                  <div className={styles.grow}>
                    {link.kind === 'link' ? (
                      <TextField label={t('links.url', { n: index + 1 })} value={link.url} error={shownProblem(problems.links[index])} onChange={(e) => setLink(index, { ...link, url: e.target.value })} />
                    ) : (
                      <label>
                        {link.stored && !link.file
                          ? t('links.fileStored', { n: index + 1, filename: link.stored.filename ?? t('links.storedFile') })
                          : t('links.file', { n: index + 1 })}
                        <input type="file" accept=".pdf,application/pdf" onChange={(e) => setLink(index, { ...link, file: e.target.files?.[0] ?? null })} />
                        {problems.links[index] && <p className={styles.error} role="alert">{shownProblem(problems.links[index])}</p>}
                      </label>
                    )}
                  </div>
                  {form.links.length > 1 && (
                    <Button size="sm" onClick={() => update({ links: form.links.filter((_, i) => i !== index) })}>
                      {t('links.remove')}
                    </Button>
                  )}
                </div>
              ))}
              {form.links.length < ACTIVITY_LIMITS.attachments && (
                <Button size="sm" onClick={() => update({ links: [...form.links, emptyLink()] })}>
                  {t('links.add')}
                </Button>
              )}
            </fieldset>

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('contracts.legend')}</legend>
              <RadioGroup<ContractMode>
                label={t('contracts.list')}
                direction="row"
                value={form.mode}
                options={[
                  { value: 'manual', label: t('contracts.manual') },
                  { value: 'csv', label: t('contracts.csv') },
                ]}
                onChange={(mode) => setForm((current) => switchMode(current, mode))}
              />
              {form.mode === 'manual' ? (
                <>
                  {form.manual.map((address, index) => (
                    <TextField
                      key={index}
                      label={t('contracts.address', { n: index + 1 })}
                      value={address}
                      placeholder="0x…"
                      onChange={(e) => update({ manual: form.manual.map((a, i) => (i === index ? e.target.value : a)) })}
                    />
                  ))}
                  {form.manual.length < ACTIVITY_LIMITS.manualContracts && (
                    <Button size="sm" onClick={() => update({ manual: [...form.manual, ''] })}>
                      {t('contracts.addAddress')}
                    </Button>
                  )}
                </>
              ) : (
                <>
                  <label>
                    {form.csv.filename ? t('contracts.csvFileChosen', { filename: form.csv.filename, count: form.csv.contracts.length }) : t('contracts.csvFile')}
                    <input type="file" accept=".csv,text/csv" onChange={(e) => void readCsv(e.target.files?.[0] ?? null)} />
                  </label>
                  <p className={styles.hint}>{t('contracts.csvHint', { max: ACTIVITY_LIMITS.csvContracts })}</p>
                  <Button size="sm" onClick={downloadSampleCsv}>
                    {t('contracts.sample')}
                  </Button>
                </>
              )}
              {problems.contracts && <p className={styles.error} role="alert">{shownProblem(problems.contracts)}</p>}
            </fieldset>
          </>
        )}
        {serverError && <p className={styles.error} role="alert">{shownProblem(serverError)}</p>}
      </form>
    </Modal>
  );
}
