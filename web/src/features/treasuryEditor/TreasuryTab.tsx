import { FUND_TYPES, SPENDING_CATEGORIES, type FundType, type TreasuryTransaction } from '@portal/core/entities/treasury';
import { formatNumber, truncateAddress } from '@portal/core/format';
import { useRef, useState } from 'react';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { useApiWrite } from '../../api/apiWrite';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Pagination } from '../../components/Pagination/Pagination';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Select } from '../../components/Select/Select';
import { Table } from '../../components/Table/Table';
import { TextField } from '../../components/TextField/TextField';
import { useToast } from '../../components/Toast/toastContext';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useAccount } from '../../shared/session/sessionStore';
import { downloadTreasuryCsv } from '../../shared/treasury/downloadTreasuryCsv';
import { pageCount, pageOf } from '../../shared/treasury/treasuryLabels';
import { LabelTag } from '../../components/LabelTag/LabelTag';
import { canApply, editOf, fieldsOf, kgpError, type TreasuryFields } from './treasuryEdit';
import * as styles from './TreasuryEditor.css';
import { TOKEN } from '../../shared/tokenAmount';
import { NETWORK_PROFILE } from '../../config';
import { useDates } from '../../i18n/dates';
import { useLocale, useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { treasuryMessages } from './messages';

const FUNDS = FUND_TYPES.map((fund) => ({ value: fund, label: NETWORK_PROFILE.funds[fund].short }));
const EMPTY: TreasuryFields = { kgp: '', label: '', title: '', recipient: '' };
/** Admin spec §9: 20 a page on desktop, 10 on a phone. */
const PAGE_SIZE = { desktop: 20, mobile: 10 } as const;

/** My Page's "Treasury" tab (admin spec §2.4): the treasury transaction editor. */
export default function TreasuryTab() {
  const t = useMessages(treasuryMessages);
  const common = useMessages(commonMessages);
  const locale = useLocale();
  const dates = useDates();
  const account = useAccount();
  const isMobile = useIsMobile();
  const toast = useToast();
  const send = useApiWrite();
  const [fund, setFund] = useState<FundType>(FUND_TYPES[0]);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TreasuryTransaction | null>(null);
  const [fields, setFields] = useState<TreasuryFields>(EMPTY);
  const [busy, setBusy] = useState<'apply' | 'sync' | 'csv' | null>(null);
  const list = useApi(apiKeys.treasuryTransactions(fund), { revalidateOnFocus: false });
  // Writes are the site admin's, on a desktop (admin spec §6; the mobile view hides admin actions).
  const canEdit = !!account?.isSiteAdmin && !isMobile;
  const size = isMobile ? PAGE_SIZE.mobile : PAGE_SIZE.desktop;
  const transactions = list.data ?? [];
  const rows = pageOf(transactions, page, size);

  // Each row's selection radio, by transaction id: where focus goes when the form lets go of a payment.
  const rowRadios = useRef(new Map<number, HTMLInputElement>());
  const clearSelection = () => {
    setSelected(null);
    setFields(EMPTY);
  };
  /**
   * Cancel and Apply turn the form off, their own buttons too, and a disabled button loses focus to
   * <body>: focus goes back to the radio of the payment the form held, where a keyboard user was.
   */
  const release = () => {
    const held = selected && rowRadios.current.get(selected.id);
    clearSelection();
    held?.focus();
  };
  const select = (tx: TreasuryTransaction) => {
    setSelected(tx);
    setFields(fieldsOf(tx));
  };
  const apply = async () => {
    if (!selected) return;
    setBusy('apply');
    await send(
      'PUT /v1/treasury/transactions/{treasuryId}',
      { params: { treasuryId: selected.id }, body: editOf(fields), ifMatch: selected.version ?? 0 },
      { done: t('toast.changed'), failed: t('toast.changeFailed') },
    );
    // Saved or not, the list is read again: a failure may mean another operator changed the payment.
    release();
    setBusy(null);
    await list.mutate();
  };
  const sync = async () => {
    setBusy('sync');
    const synced = await send('POST /v1/treasury/transactions', {}, { done: t('toast.synced'), failed: t('toast.syncFailed') });
    if (synced.ok) await list.mutate();
    setBusy(null);
  };
  const download = async () => {
    setBusy('csv');
    try {
      await downloadTreasuryCsv(fund, locale);
      toast.show(t('csv.done'), 'confirm');
    } catch {
      toast.show(t('csv.failed'), 'error');
    } finally {
      setBusy(null);
    }
  };
  const kgpProblem = kgpError(fields.kgp);
  const kgpMessage = kgpProblem && (kgpProblem.kind === 'tooLong' ? t('editor.kgpTooLong', { max: kgpProblem.max }) : t('editor.kgpDigits'));

  return (
    <section className={styles.tab} aria-labelledby="treasury-editor-title" data-testid="treasury-editor">
      <div className={styles.toolbar}>
        <h2 id="treasury-editor-title">{t('editor.title')}</h2>
        <div className={styles.actions}>
          <Select<FundType>
            aria-label={t('editor.fund')}
            value={fund}
            options={FUNDS}
            onChange={(next) => {
              setFund(next);
              setPage(1);
              clearSelection();
            }}
          />
          {canEdit && (
            // A sync reads the chain and can take a while: the button says so until it answers.
            <Button variant="outline" onClick={() => void sync()} disabled={busy !== null} aria-busy={busy === 'sync'}>
              {busy === 'sync' ? t('editor.syncing') : t('editor.sync')}
            </Button>
          )}
          <Button variant="outline" onClick={() => void download()} disabled={busy !== null || transactions.length === 0} aria-busy={busy === 'csv'}>
            {t('downloadCsv')}
          </Button>
        </div>
      </div>

      {canEdit && (
        <form
          className={styles.panel}
          aria-label={t('editor.form')}
          onSubmit={(event) => {
            event.preventDefault();
            if (canApply(selected, fields)) void apply();
          }}
        >
          <p className={styles.selectionBar} aria-live="polite" style={{ gridColumn: '1 / -1', margin: 0 }}>
            {selected ? t('editor.selected', { date: dates.proposal(selected.date), value: formatNumber(selected.value), token: TOKEN }) : t('editor.selectHint')}
          </p>
          <TextField
            label={t('column.kgp')}
            inputMode="numeric"
            value={fields.kgp}
            disabled={!selected}
            error={fields.kgp && kgpMessage ? kgpMessage : undefined}
            onChange={(event) => setFields({ ...fields, kgp: event.target.value })}
          />
          {/* The fund's spending categories as their tags (admin spec §3): colour, and always the name beside it. */}
          <div className={styles.labelRow}>
            <RadioGroup<string>
              label={t('column.label')}
              direction="row"
              name="treasury-label"
              value={selected ? fields.label : null}
              options={SPENDING_CATEGORIES[fund].map((label) => ({ value: label, label: <LabelTag label={label} />, disabled: !selected }))}
              onChange={(label) => setFields({ ...fields, label })}
            />
          </div>
          <TextField label={t('editor.titleField')} value={fields.title} disabled={!selected} onChange={(event) => setFields({ ...fields, title: event.target.value })} />
          <TextField label={t('editor.recipient')} value={fields.recipient} disabled={!selected} onChange={(event) => setFields({ ...fields, recipient: event.target.value })} />
          <div className={styles.panelActions}>
            <Button variant="outline" onClick={release} disabled={!selected || busy !== null}>
              {common('cancel')}
            </Button>
            <Button variant="primary" type="submit" disabled={!canApply(selected, fields) || busy !== null} aria-busy={busy === 'apply'}>
              {t('editor.apply')}
            </Button>
          </div>
        </form>
      )}

      {list.data === undefined && !list.error ? (
        <div role="status" aria-label={t('history.loading')} style={{ minHeight: 320 }} />
      ) : transactions.length === 0 ? (
        <EmptyState>{common('empty.data')}</EmptyState>
      ) : (
        <>
          <Table
            data-testid="treasury-editor-table"
            caption={t('history.transactionsList', { fund: NETWORK_PROFILE.funds[fund].short })}
            rows={rows}
            rowKey={(tx) => tx.id}
            stackOnMobile
            rowProps={(tx) => ({ className: selected?.id === tx.id ? styles.selectedRow : undefined, 'data-selected': selected?.id === tx.id ? 'true' : undefined })}
            columns={[
              ...(canEdit
                ? [
                    {
                      key: 'select',
                      header: t('column.select'),
                      label: t('column.select'),
                      render: (tx: TreasuryTransaction) => (
                        <input
                          ref={(node) => {
                            if (node) rowRadios.current.set(tx.id, node);
                            else rowRadios.current.delete(tx.id);
                          }}
                          type="radio"
                          name="treasury-selection"
                          aria-label={t('editor.selectRow', { date: dates.proposal(tx.date), name: tx.title || truncateAddress(tx.recipient) })}
                          checked={selected?.id === tx.id}
                          onChange={() => select(tx)}
                        />
                      ),
                    },
                  ]
                : []),
              { key: 'date', header: t('column.date'), render: (tx: TreasuryTransaction) => dates.proposal(tx.date) },
              { key: 'label', header: t('column.label'), render: (tx: TreasuryTransaction) => <LabelTag label={tx.label} /> },
              { key: 'kgp', header: t('column.kgp'), render: (tx: TreasuryTransaction) => (tx.kgp ? t('kgp', { kgp: tx.kgp }) : '-') },
              { key: 'title', header: t('column.project'), render: (tx: TreasuryTransaction) => tx.title || '-' },
              { key: 'recipient', header: t('column.recipient'), render: (tx: TreasuryTransaction) => truncateAddress(tx.recipient) },
              { key: 'value', header: t('column.value', { token: TOKEN }), numeric: true, render: (tx: TreasuryTransaction) => formatNumber(tx.value) },
            ]}
          />
          {pageCount(transactions.length, size) > 1 && (
            <Pagination page={page} totalPages={pageCount(transactions.length, size)} onPageChange={setPage} label={t('editor.pages')} />
          )}
        </>
      )}
    </section>
  );
}
