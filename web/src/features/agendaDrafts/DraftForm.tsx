import { useMemo, useState, type ReactNode } from 'react';
import { DAY_SECONDS, MAX_CONTEXT_CHARS, MAX_DRAFT_DAYS, ProposalDraftInputSchema, type ProposalDraft } from '@portal/core/entities/proposalDraft';
import { isResigned } from '@portal/core/rules/councils';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { SelectField } from '../../components/Select/Select';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './AgendaDrafts.css';
import { TOKEN } from '../../shared/tokenAmount';
import { NETWORK_PROFILE } from '../../config';
import { useMessages } from '../../i18n/messages';
import { draftMessages, problemText, type DraftText } from './messages';
import { periodText, TAG_IDS, tagText } from './draftText';

/**
 * The NEW / EDIT VOTING AGENDA form as the page holds it (strings, as the inputs give them), turned
 * into the §3 draft-creation payload and checked by core's own strict schema, so the form shows
 * exactly the messages the server would answer (admin §5 "Proposal draft form").
 */
export type DraftFormValues = {
  title: string;
  subtitle: string;
  kgp: string;
  /** '' until chosen; '0' is the foundation. */
  councilId: string;
  /** '' until chosen; '1' text only, '3' disbursement, '4' custom transaction. */
  categoryId: '' | '1' | '3' | '4';
  amount: string;
  recipientAccount: string;
  withdrawingAccount: string;
  transactionCode: string;
  /** Days, '' until chosen. */
  votingDelayDays: string;
  votingPeriodDays: string;
  contents: string;
  forumLink: string;
  /** Always three slots (§5); only those with a url are sent. */
  extraLinks: { url: string; title: string }[];
  tags: number[];
};

export type DraftField = keyof DraftFormValues;

export const EMPTY_FORM: DraftFormValues = {
  title: '',
  subtitle: '',
  kgp: '',
  councilId: '',
  categoryId: '',
  amount: '',
  recipientAccount: '',
  withdrawingAccount: '',
  transactionCode: '',
  votingDelayDays: '',
  votingPeriodDays: '',
  contents: '',
  forumLink: '',
  extraLinks: [
    { url: '', title: '' },
    { url: '', title: '' },
    { url: '', title: '' },
  ],
  tags: [],
};

/** 1 to 28 days; the chain makes a block a second, so a day is 86,400 blocks. */
const periodOptions = (t: DraftText) => Array.from({ length: MAX_DRAFT_DAYS }, (_, i) => ({ value: String(i + 1), label: periodText(t, (i + 1) * DAY_SECONDS) }));


function categoryDetails(values: DraftFormValues): string {
  switch (values.categoryId) {
    case '1':
      return JSON.stringify({ txType: 'TEXT_ONLY' });
    case '3':
      return JSON.stringify({ txType: 'DISBURSEMENT', amount: values.amount.trim(), recipientAccount: values.recipientAccount.trim(), withdrawingAccount: values.withdrawingAccount.trim() });
    case '4':
      // The rows stay text: the schema says "Transaction details must be JSON" when they are not.
      return JSON.stringify({ txType: 'CUSTOM_TRANSACTION', transactionCode: values.transactionCode });
    default:
      return '';
  }
}

/** The §3 draft-creation payload (JSON texts where the API takes text). */
export function toPayload(values: DraftFormValues) {
  return {
    title: values.title,
    subtitle: values.subtitle,
    council_id: values.councilId === '' ? -1 : Number(values.councilId),
    category_id: values.categoryId === '' ? 0 : Number(values.categoryId),
    category_details: categoryDetails(values),
    voting_delay: Number(values.votingDelayDays || 0) * DAY_SECONDS,
    voting_period: Number(values.votingPeriodDays || 0) * DAY_SECONDS,
    contents: values.contents,
    forum_link: values.forumLink,
    extra_link: JSON.stringify(values.extraLinks.filter((link) => link.url.trim() !== '').map((link) => ({ url: link.url.trim(), title: link.title }))),
    tags: JSON.stringify(values.tags),
    kgp: values.kgp,
  };
}

export type DraftPayload = ReturnType<typeof toPayload>;

/** Which form field a payload field's messages belong under (a Map: its keys are field names, not text). */
const FIELD_OF = new Map<string, DraftField>([
  ['title', 'title'],
  ['subtitle', 'subtitle'],
  ['kgp', 'kgp'],
  ['council_id', 'councilId'],
  ['category_id', 'categoryId'],
  ['voting_delay', 'votingDelayDays'],
  ['voting_period', 'votingPeriodDays'],
  ['contents', 'contents'],
  ['forum_link', 'forumLink'],
  ['extra_link', 'extraLinks'],
  ['tags', 'tags'],
]);

function detailsField(values: DraftFormValues, path: readonly PropertyKey[]): DraftField {
  const inner = path[1];
  if (inner === 'amount' || inner === 'recipientAccount' || inner === 'withdrawingAccount' || inner === 'transactionCode') return inner;
  if (values.categoryId === '4') return 'transactionCode';
  return 'categoryId';
}

export type DraftErrors = Partial<Record<DraftField, string>>;

/** The first message per field; empty when the form is valid (Preview and Save Draft may be pressed). */
export function validateDraft(values: DraftFormValues): DraftErrors {
  const parsed = ProposalDraftInputSchema.safeParse(toPayload(values));
  if (parsed.success) return {};
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? '');
    const field = head === 'category_details' ? detailsField(values, issue.path) : FIELD_OF.get(head);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The form filled from a stored draft (EDIT VOTING AGENDA). */
export function fromDraft(draft: ProposalDraft): DraftFormValues {
  const d = draft.categoryDetails;
  const links = draft.extraLinks.map((l) => ({ url: l.url, title: l.title }));
  while (links.length < 3) links.push({ url: '', title: '' });
  return {
    title: draft.title,
    subtitle: draft.subtitle,
    kgp: draft.kgp,
    councilId: String(draft.council.id),
    categoryId: String(draft.categoryId) as DraftFormValues['categoryId'],
    amount: d.txType === 'DISBURSEMENT' ? d.amount : '',
    recipientAccount: d.txType === 'DISBURSEMENT' ? d.recipientAccount : '',
    withdrawingAccount: d.txType === 'DISBURSEMENT' ? d.withdrawingAccount : '',
    transactionCode: d.txType === 'CUSTOM_TRANSACTION' ? JSON.stringify(d.transactionCode, null, 2) : '',
    votingDelayDays: String(draft.voting_delay / DAY_SECONDS),
    votingPeriodDays: String(draft.voting_period / DAY_SECONDS),
    contents: draft.contextAndProposal,
    forumLink: draft.forumLink,
    extraLinks: links.slice(0, 3),
    tags: [...draft.tags],
  };
}

/**
 * An edit sends only the changed fields (§4.6); category and its details go together, as the API
 * asks. Compared on the payload, so a field that reads the same is not sent.
 */
export function changedFields(before: DraftFormValues, after: DraftFormValues): Partial<DraftPayload> {
  const a = toPayload(before);
  const b = toPayload(after);
  const changed: Partial<Record<keyof DraftPayload, unknown>> = {};
  for (const key of Object.keys(b) as (keyof DraftPayload)[]) {
    if (a[key] !== b[key]) changed[key] = b[key];
  }
  if ('category_id' in changed || 'category_details' in changed) {
    changed.category_id = b.category_id;
    changed.category_details = b.category_details;
  }
  return changed as Partial<DraftPayload>;
}

/** The preview page reads the form from session storage (admin §2.8). */
export const PREVIEW_STORAGE_KEY = 'portal.proposalDraftPreview';

export function storePreview(values: DraftFormValues, councilName: string): void {
  sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify({ values, councilName }));
}

export function readPreview(): { values: DraftFormValues; councilName: string } | null {
  try {
    const text = sessionStorage.getItem(PREVIEW_STORAGE_KEY);
    return text ? (JSON.parse(text) as { values: DraftFormValues; councilName: string }) : null;
  } catch {
    return null;
  }
}

const categoryOptions = (t: DraftText) =>
  [
    { value: '1', label: t('txType', { type: 'textOnly' }) },
    { value: '3', label: t('txType', { type: 'disbursement' }) },
    { value: '4', label: t('txType', { type: 'custom' }) },
  ] as const;

/** What the transaction code's hint shows: the rows' JSON shape (code, the same in every language). */
const CODE_EXAMPLE = '[{"target": "0x…", "value": "0", "calldata": "0x…"}]';

/**
 * The proposer choices: the foundation (id 0) and every council still serving; a resigned council
 * proposes nothing, but stays listed when it is the draft's proposer already (`current`).
 */
export function useProposerOptions(current = '') {
  const t = useMessages(draftMessages);
  const councils = useApi(apiKeys.councilList());
  return useMemo(
    () => [{ value: '0', label: t('form.foundation') }, ...(councils.data ?? []).filter((c) => !isResigned(c) || String(c.id) === current).map((c) => ({ value: String(c.id), label: c.name }))],
    [councils.data, current, t],
  );
}

/** The withdrawing account's choices: the treasury funds the deployment names, the only accounts a disbursement may draw from. */
function useFundOptions(t: DraftText) {
  const network = useApi(apiKeys.networkConfig());
  return useMemo(() => (network.data?.treasury_funds ?? []).map((f) => ({ value: f.address, label: t('form.fund', { fund: NETWORK_PROFILE.funds[f.fund].long, address: f.address }) })), [network.data, t]);
}

/**
 * The NEW / EDIT VOTING AGENDA fields (admin §2.8, §3, §5). The parent owns the values; a field shows
 * its message once it has been touched; the parent's buttons check the whole form with validateDraft.
 */
export function DraftForm({ values, onChange, actions }: { values: DraftFormValues; onChange: (values: DraftFormValues) => void; actions: ReactNode }) {
  const t = useMessages(draftMessages);
  const proposers = useProposerOptions(values.councilId);
  const funds = useFundOptions(t);
  const periods = useMemo(() => periodOptions(t), [t]);
  // A stored address matches its fund whatever its letter case.
  const withdrawing = funds.find((f) => f.value.toLowerCase() === values.withdrawingAccount.toLowerCase())?.value ?? values.withdrawingAccount;
  const [touched, setTouched] = useState<Set<DraftField>>(new Set());
  const errors = useMemo(() => validateDraft(values), [values]);
  const set = <K extends DraftField>(field: K, value: DraftFormValues[K]) => {
    setTouched((before) => new Set(before).add(field));
    onChange({ ...values, [field]: value });
  };
  const shown = (field: DraftField) => (touched.has(field) ? problemText(t, errors[field]) : undefined);
  const toggleTag = (tag: number, on: boolean) => set('tags', on ? [...values.tags, tag] : values.tags.filter((other) => other !== tag));

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('form')}
    >
      <TextField label={t('form.title')} required value={values.title} onChange={(e) => set('title', e.target.value)} error={shown('title')} />
      <TextField label={t('form.subtitle')} value={values.subtitle} onChange={(e) => set('subtitle', e.target.value)} />
      <div className={styles.row}>
        <TextField label={t('form.kgp')} inputMode="numeric" value={values.kgp} onChange={(e) => set('kgp', e.target.value)} error={shown('kgp')} />
        <SelectField label={t('form.proposer')} required placeholder={t('form.proposer.placeholder')} value={values.councilId} options={proposers} onChange={(v) => set('councilId', v)} error={shown('councilId')} />
      </div>
      <SelectField label={t('form.txType')} required placeholder={t('form.txType.placeholder')} value={values.categoryId} options={categoryOptions(t)} onChange={(v) => set('categoryId', v)} error={shown('categoryId')} />
      {values.categoryId === '3' && (
        <>
          <TextField label={t('form.amount', { token: TOKEN })} required inputMode="decimal" value={values.amount} onChange={(e) => set('amount', e.target.value)} error={shown('amount')} />
          <div className={styles.row}>
            <TextField label={t('form.recipient')} required spellCheck={false} value={values.recipientAccount} onChange={(e) => set('recipientAccount', e.target.value)} error={shown('recipientAccount')} />
            <SelectField label={t('form.withdrawing')} required placeholder={t('form.withdrawing.placeholder')} value={withdrawing} options={funds} onChange={(v) => set('withdrawingAccount', v)} error={shown('withdrawingAccount')} />
          </div>
        </>
      )}
      {values.categoryId === '4' && (
        <TextArea
          label={t('form.transactionCode')}
          required
          rows={6}
          spellCheck={false}
          hint={t('form.transactionCode.hint', { example: CODE_EXAMPLE })}
          value={values.transactionCode}
          onChange={(e) => set('transactionCode', e.target.value)}
          error={shown('transactionCode')}
        />
      )}
      <div className={styles.row}>
        <SelectField label={t('form.preparationPeriod')} required placeholder={t('form.days.placeholder')} value={values.votingDelayDays} options={periods} onChange={(v) => set('votingDelayDays', v)} error={shown('votingDelayDays')} />
        <SelectField label={t('form.votingPeriod')} required placeholder={t('form.days.placeholder')} value={values.votingPeriodDays} options={periods} onChange={(v) => set('votingPeriodDays', v)} error={shown('votingPeriodDays')} />
      </div>
      <TextArea
        label={t('form.context')}
        required
        rows={10}
        maxLength={MAX_CONTEXT_CHARS}
        tooLongMessage={t('problem.contextTooLong')}
        value={values.contents}
        onChange={(e) => set('contents', e.target.value)}
        error={shown('contents')}
      />
      <TextField label={t('form.forumLink')} required type="url" placeholder={t('form.url.placeholder')} value={values.forumLink} onChange={(e) => set('forumLink', e.target.value)} error={shown('forumLink')} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.extraLinks')}</legend>
        {values.extraLinks.map((link, i) => (
          <div className={styles.row} key={i}>
            <TextField
              label={t('form.linkTitle', { n: i + 1 })}
              value={link.title}
              onChange={(e) => set('extraLinks', values.extraLinks.map((l, j) => (j === i ? { ...l, title: e.target.value } : l)))}
            />
            <TextField
              label={t('form.linkUrl', { n: i + 1 })}
              type="url"
              placeholder={t('form.url.placeholder')}
              value={link.url}
              onChange={(e) => set('extraLinks', values.extraLinks.map((l, j) => (j === i ? { ...l, url: e.target.value } : l)))}
            />
          </div>
        ))}
        {shown('extraLinks') && (
          <p className={styles.error} role="alert">
            {shown('extraLinks')}
          </p>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.tags')}</legend>
        {TAG_IDS.map((id) => (
          <Checkbox key={id} label={tagText(t, id)} checked={values.tags.includes(id)} onChange={(on) => toggleTag(id, on)} />
        ))}
        {shown('tags') && (
          <p className={styles.error} role="alert">
            {shown('tags')}
          </p>
        )}
      </fieldset>
      <div className={styles.actions}>{actions}</div>
    </form>
  );
}
