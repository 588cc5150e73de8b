import { useState } from 'react';
import { BalanceQuerySchema, type BalanceResult } from '@portal/core/entities/councilInput';
import { formatPercent } from '@portal/core/format';
import { rewardMonths, rewardYears } from '@portal/core/rules/councilRewards';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { SelectField } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/toastContext';
import { fetchRewardData, lookupBalance, saveFile } from './councilEditorApi';
import { useLocale, useMessages } from '../../i18n/messages';
import { councilEditorMessages } from './messages';
import * as styles from './councilEditor.css';
import { formatToken } from '../../shared/tokenAmount';

const REWARD_DAYS = 30;
const REWARD_READ = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false } as const;

/**
 * Reward & Balance (admin-area §2.6, §4.4): the council's latest reward figures, the Download Reward
 * Data dialog (a year from 2023, a month so far) and the Balance Checker, prefilled with the
 * council's reward address. Desktop only: the page leaves it out on small screens.
 */
export function RewardBalance({ councilId, rewardAddress }: { councilId: number; rewardAddress: string }) {
  // The council's staking series (public spec: 30, 90, 365 or 2000 days, newest first): its newest
  // day holds the figures. They change once a day, so a save on this page does not ask again.
  const { data: points } = useApi(apiKeys.staking(councilId, REWARD_DAYS), REWARD_READ);
  const latest = points?.[0];
  const t = useMessages(councilEditorMessages);
  const [downloadOpen, setDownloadOpen] = useState(false);
  const [balanceOpen, setBalanceOpen] = useState(false);
  return (
    <section className={styles.panel} aria-labelledby="reward-balance">
      <h2 id="reward-balance" className={styles.sectionTitle}>
        {t('reward.title')}
      </h2>
      <dl className={styles.definitionList}>
        <dt className={styles.term}>{t('reward.estimated')}</dt>
        <dd className={styles.definition}>{latest ? formatToken(latest.estimated_reward) : '-'}</dd>
        <dt className={styles.term}>{t('reward.proposer')}</dt>
        <dd className={styles.definition}>{latest ? formatToken(latest.proposer_reward) : '-'}</dd>
        <dt className={styles.term}>{t('reward.staking')}</dt>
        <dd className={styles.definition}>{latest ? formatToken(latest.staking_reward) : '-'}</dd>
        <dt className={styles.term}>{t('reward.apy')}</dt>
        <dd className={styles.definition}>{latest ? formatPercent(latest.apy) : '-'}</dd>
      </dl>
      <div className={styles.row}>
        <Button variant="outline" onClick={() => setDownloadOpen(true)}>
          {t('reward.download')}
        </Button>
        <Button variant="outline" onClick={() => setBalanceOpen(true)}>
          {t('reward.balance')}
        </Button>
      </div>
      {downloadOpen ? <DownloadDialog councilId={councilId} onClose={() => setDownloadOpen(false)} /> : null}
      {balanceOpen ? <BalanceDialog councilId={councilId} rewardAddress={rewardAddress} onClose={() => setBalanceOpen(false)} /> : null}
    </section>
  );
}

function DownloadDialog({ councilId, onClose }: { councilId: number; onClose: () => void }) {
  const toast = useToast();
  const t = useMessages(councilEditorMessages);
  const locale = useLocale();
  const [now] = useState(() => new Date());
  const years = rewardYears(now);
  const [year, setYear] = useState(String(years.at(-1) ?? ''));
  const months = rewardMonths(Number(year), now);
  const [month, setMonth] = useState(months.at(-1) ?? '01');
  const [busy, setBusy] = useState(false);
  const shownMonth = months.includes(month) ? month : (months.at(-1) ?? '');
  async function download() {
    setBusy(true);
    try {
      const { data, fileName } = await fetchRewardData(councilId, Number(year), shownMonth, locale);
      saveFile(data, fileName);
      toast.show(t('download.done'), 'confirm');
      onClose();
    } catch {
      toast.show(t('download.failed'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={t('reward.download')}
      size="sm"
      footer={
        <Button variant="primary" disabled={busy || shownMonth === ''} onClick={() => void download()}>
          {t('download.button')}
        </Button>
      }
    >
      <div className={styles.stack}>
        <SelectField label={t('download.year')} value={year} options={years.map((y) => ({ value: String(y), label: String(y) }))} onChange={setYear} />
        <SelectField label={t('download.month')} value={shownMonth} options={months.map((m) => ({ value: m, label: m }))} onChange={setMonth} />
      </div>
    </Modal>
  );
}

type SearchType = 'date' | 'block';

function BalanceDialog({ councilId, rewardAddress, onClose }: { councilId: number; rewardAddress: string; onClose: () => void }) {
  const t = useMessages(councilEditorMessages);
  const [address, setAddress] = useState(rewardAddress);
  const [filter, setFilter] = useState<SearchType>('date');
  const [value, setValue] = useState('');
  const [state, setState] = useState<{ status: 'input' } | { status: 'loading' } | { status: 'result'; result: BalanceResult } | { status: 'error' }>({ status: 'input' });
  const query = { address: address.toLowerCase(), filter, value };
  const valid = BalanceQuerySchema.safeParse(query).success;
  async function check() {
    setState({ status: 'loading' });
    try {
      setState({ status: 'result', result: await lookupBalance(councilId, BalanceQuerySchema.parse(query)) });
    } catch {
      setState({ status: 'error' });
    }
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={t('reward.balance')}
      footer={
        <Button variant="primary" disabled={!valid || state.status === 'loading'} onClick={() => void check()}>
          {t('balance.get')}
        </Button>
      }
    >
      <div className={styles.stack}>
        <TextField
          label={t('balance.address')}
          value={address}
          hint={t('field.addressHint')}
          error={address !== '' && !address.startsWith('0x') ? t('member.invalid') : undefined} onChange={(e) => setAddress(e.target.value.trim())} />
        <RadioGroup
          label={t('balance.searchBy')}
          direction="row"
          value={filter}
          options={[
            { value: 'date', label: t('balance.date') },
            { value: 'block', label: t('balance.block') },
          ]}
          onChange={(next) => {
            // §4.4: changing the search type resets result and error.
            setFilter(next);
            setValue('');
            setState({ status: 'input' });
          }}
        />
        <TextField
          label={t(filter === 'date' ? 'balance.dateField' : 'balance.blockField')}
          inputMode={filter === 'block' ? 'numeric' : 'text'}
          placeholder={filter === 'date' ? t('field.datePlaceholder') : '0'}
          value={value}
          onChange={(e) => setValue(e.target.value.trim())}
        />
        <div aria-live="polite">
          {state.status === 'loading' ? <p className={styles.muted}>{t('balance.loading')}</p> : null}
          {state.status === 'error' ? <p className={styles.error}>{t('balance.failed')}</p> : null}
          {state.status === 'result' ? (
            <dl className={styles.definitionList} data-testid="balance-result">
              <dt className={styles.term}>{t('balance.balance')}</dt>
              <dd className={styles.definition}>{formatToken(state.result.balance, { decimals: 18 })}</dd>
              <dt className={styles.term}>{t('balance.resultBlock')}</dt>
              <dd className={styles.definition}>{state.result.block_num}</dd>
              <dt className={styles.term}>{t('balance.resultDate')}</dt>
              <dd className={styles.definition}>{state.result.date}</dd>
            </dl>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
