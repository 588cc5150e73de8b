import { useMemo, useState, type ReactNode } from 'react';
import { MAX_CONTEXT_CHARS, DRAFT_MESSAGES } from '@portal/core/entities/proposalDraft';
import { PROPOSAL_TAGS } from '@portal/core/rules/proposals';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { SelectField } from '../../components/Select/Select';
import { TextArea } from '../../components/TextArea/TextArea';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './AgendaDrafts.css';
import { PERIOD_OPTIONS, validateDraft, type DraftField, type DraftFormValues } from './draftForm';

const CATEGORY_OPTIONS = [
  { value: '1', label: 'Text Only' },
  { value: '3', label: 'Disbursement' },
  { value: '4', label: 'Custom Transaction' },
] as const;

/** The proposer choices: the foundation (id 0) and every council. */
export function useProposerOptions() {
  const councils = useApi(apiKeys.councilList());
  return useMemo(() => [{ value: '0', label: 'Foundation' }, ...(councils.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))], [councils.data]);
}

/**
 * The NEW / EDIT VOTING AGENDA fields (admin §2.8, §3, §5). The parent owns the values; a field shows
 * its message once it has been touched; the parent's buttons check the whole form with validateDraft.
 */
export function DraftForm({ values, onChange, actions }: { values: DraftFormValues; onChange: (values: DraftFormValues) => void; actions: ReactNode }) {
  const proposers = useProposerOptions();
  const [touched, setTouched] = useState<Set<DraftField>>(new Set());
  const errors = useMemo(() => validateDraft(values), [values]);
  const set = <K extends DraftField>(field: K, value: DraftFormValues[K]) => {
    setTouched((t) => new Set(t).add(field));
    onChange({ ...values, [field]: value });
  };
  const shown = (field: DraftField) => (touched.has(field) ? errors[field] : undefined);
  const toggleTag = (tag: number, on: boolean) => set('tags', on ? [...values.tags, tag] : values.tags.filter((t) => t !== tag));

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-label="Voting agenda"
    >
      <TextField label="Title" required value={values.title} onChange={(e) => set('title', e.target.value)} error={shown('title')} />
      <TextField label="Subtitle" value={values.subtitle} onChange={(e) => set('subtitle', e.target.value)} />
      <div className={styles.row}>
        <TextField label="KGP" inputMode="numeric" value={values.kgp} onChange={(e) => set('kgp', e.target.value)} error={shown('kgp')} />
        <SelectField label="Proposer" required placeholder="Choose a council or the foundation" value={values.councilId} options={proposers} onChange={(v) => set('councilId', v)} error={shown('councilId')} />
      </div>
      <SelectField label="Transaction type" required placeholder="Choose a type" value={values.categoryId} options={CATEGORY_OPTIONS} onChange={(v) => set('categoryId', v)} error={shown('categoryId')} />
      {values.categoryId === '3' && (
        <>
          <TextField label="Amount (KLAY)" required inputMode="decimal" value={values.amount} onChange={(e) => set('amount', e.target.value)} error={shown('amount')} />
          <div className={styles.row}>
            <TextField label="Recipient account" required spellCheck={false} value={values.recipientAccount} onChange={(e) => set('recipientAccount', e.target.value)} error={shown('recipientAccount')} />
            <TextField label="Withdrawing account" required spellCheck={false} value={values.withdrawingAccount} onChange={(e) => set('withdrawingAccount', e.target.value)} error={shown('withdrawingAccount')} hint="A treasury fund (KCF or KFF)" />
          </div>
        </>
      )}
      {values.categoryId === '4' && (
        <TextArea
          label="Transaction code"
          required
          rows={6}
          spellCheck={false}
          hint='JSON rows: [{"target": "0x…", "value": "0", "calldata": "0x…"}]'
          value={values.transactionCode}
          onChange={(e) => set('transactionCode', e.target.value)}
          error={shown('transactionCode')}
        />
      )}
      <div className={styles.row}>
        <SelectField label="Preparation period" required placeholder="Choose days" value={values.votingDelayDays} options={PERIOD_OPTIONS} onChange={(v) => set('votingDelayDays', v)} error={shown('votingDelayDays')} />
        <SelectField label="Voting period" required placeholder="Choose days" value={values.votingPeriodDays} options={PERIOD_OPTIONS} onChange={(v) => set('votingPeriodDays', v)} error={shown('votingPeriodDays')} />
      </div>
      <TextArea
        label="Context and proposal"
        required
        rows={10}
        maxLength={MAX_CONTEXT_CHARS}
        tooLongMessage={DRAFT_MESSAGES.contextTooLong}
        value={values.contents}
        onChange={(e) => set('contents', e.target.value)}
        error={shown('contents')}
      />
      <TextField label="Forum link" required type="url" placeholder="https://" value={values.forumLink} onChange={(e) => set('forumLink', e.target.value)} error={shown('forumLink')} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Extra links (up to 3)</legend>
        {values.extraLinks.map((link, i) => (
          <div className={styles.row} key={i}>
            <TextField
              label={`Link ${i + 1} title`}
              value={link.title}
              onChange={(e) => set('extraLinks', values.extraLinks.map((l, j) => (j === i ? { ...l, title: e.target.value } : l)))}
            />
            <TextField
              label={`Link ${i + 1} URL`}
              type="url"
              placeholder="https://"
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
        <legend className={styles.legend}>Tags (1 to 3)</legend>
        {Object.entries(PROPOSAL_TAGS).map(([id, name]) => (
          <Checkbox key={id} label={name} checked={values.tags.includes(Number(id))} onChange={(on) => toggleTag(Number(id), on)} />
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
