import { FUND_TYPES, SPENDING_CATEGORIES, type FundType, type TreasuryTransaction } from '@portal/core/entities/treasury';
import { formatNumber, formatProposalDate, truncateAddress } from '@portal/core/format';
import { useState } from 'react';
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
import { CSV_DOWNLOAD_TOASTS, pageCount, pageOf } from '../../shared/treasury/treasuryLabels';
import { LabelTag } from '../../components/LabelTag/LabelTag';
import { canApply, editOf, fieldsOf, kgpError, TREASURY_SYNCING, TREASURY_TOASTS, type TreasuryFields } from './treasuryEdit';
import * as styles from './TreasuryEditor.css';
import { TOKEN } from '../../shared/tokenAmount';
import { NETWORK_PROFILE } from '../../config';

const FUNDS = FUND_TYPES.map((fund) => ({ value: fund, label: NETWORK_PROFILE.funds[fund].short }));
const EMPTY: TreasuryFields = { kgp: '', label: '', title: '', recipient: '' };
/** Admin spec §9: 20 a page on desktop, 10 on a phone. */
const PAGE_SIZE = { desktop: 20, mobile: 10 } as const;

/** My Page's "Treasury" tab (admin spec §2.4): the treasury transaction editor. */
export default function TreasuryTab() {
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

  const clearSelection = () => {
    setSelected(null);
    setFields(EMPTY);
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
      { done: TREASURY_TOASTS.changed, failed: TREASURY_TOASTS.changeFailed },
    );
    // Saved or not, the list is read again: a failure may mean another operator changed the payment.
    clearSelection();
    setBusy(null);
    await list.mutate();
  };
  const sync = async () => {
    setBusy('sync');
    const synced = await send('POST /v1/treasury/transactions', {}, { done: TREASURY_TOASTS.synced, failed: TREASURY_TOASTS.syncFailed });
    if (synced.ok) await list.mutate();
    setBusy(null);
  };
  const download = async () => {
    setBusy('csv');
    try {
      await downloadTreasuryCsv(fund);
      toast.show(CSV_DOWNLOAD_TOASTS.done, 'confirm');
    } catch {
      toast.show(CSV_DOWNLOAD_TOASTS.failed, 'error');
    } finally {
      setBusy(null);
    }
  };
  const kgpMessage = kgpError(fields.kgp);

  return (
    <section className={styles.tab} aria-labelledby="treasury-editor-title" data-testid="treasury-editor">
      <div className={styles.toolbar}>
        <h2 id="treasury-editor-title">Treasury</h2>
        <div className={styles.actions}>
          <Select<FundType>
            aria-label="Fund"
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
              {busy === 'sync' ? TREASURY_SYNCING : 'Sync Data'}
            </Button>
          )}
          <Button variant="outline" onClick={() => void download()} disabled={busy !== null || transactions.length === 0} aria-busy={busy === 'csv'}>
            Download CSV
          </Button>
        </div>
      </div>

      {canEdit && (
        <form
          className={styles.panel}
          aria-label="Edit the selected transaction"
          onSubmit={(event) => {
            event.preventDefault();
            if (canApply(selected, fields)) void apply();
          }}
        >
          <p className={styles.selectionBar} aria-live="polite" style={{ gridColumn: '1 / -1', margin: 0 }}>
            {selected ? `Selected: ${formatProposalDate(selected.date)} · ${formatNumber(selected.value)} ${TOKEN}` : 'Select a transaction to edit it.'}
          </p>
          <TextField
            label="KGP"
            inputMode="numeric"
            value={fields.kgp}
            disabled={!selected}
            error={fields.kgp && kgpMessage ? kgpMessage : undefined}
            onChange={(event) => setFields({ ...fields, kgp: event.target.value })}
          />
          {/* The fund's spending categories as their tags (admin spec §3): colour, and always the name beside it. */}
          <div className={styles.labelRow}>
            <RadioGroup<string>
              label="Label"
              direction="row"
              name="treasury-label"
              value={selected ? fields.label : null}
              options={SPENDING_CATEGORIES[fund].map((label) => ({ value: label, label: <LabelTag label={label} />, disabled: !selected }))}
              onChange={(label) => setFields({ ...fields, label })}
            />
          </div>
          <TextField label="Title" value={fields.title} disabled={!selected} onChange={(event) => setFields({ ...fields, title: event.target.value })} />
          <TextField label="Recipient" value={fields.recipient} disabled={!selected} onChange={(event) => setFields({ ...fields, recipient: event.target.value })} />
          <div className={styles.panelActions}>
            <Button variant="outline" onClick={clearSelection} disabled={!selected || busy !== null}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" disabled={!canApply(selected, fields) || busy !== null} aria-busy={busy === 'apply'}>
              Apply
            </Button>
          </div>
        </form>
      )}

      {list.data === undefined && !list.error ? (
        <div role="status" aria-label="Loading the transactions" style={{ minHeight: 320 }} />
      ) : transactions.length === 0 ? (
        <EmptyState>There are no data.</EmptyState>
      ) : (
        <>
          <Table
            data-testid="treasury-editor-table"
            caption={`${NETWORK_PROFILE.funds[fund].short} transactions`}
            rows={rows}
            rowKey={(tx) => tx.id}
            stackOnMobile
            rowProps={(tx) => ({ className: selected?.id === tx.id ? styles.selectedRow : undefined, 'data-selected': selected?.id === tx.id ? 'true' : undefined })}
            columns={[
              ...(canEdit
                ? [
                    {
                      key: 'select',
                      header: 'Select',
                      label: 'Select',
                      render: (tx: TreasuryTransaction) => (
                        <input
                          type="radio"
                          name="treasury-selection"
                          aria-label={`Select the transaction of ${formatProposalDate(tx.date)}, ${tx.title || truncateAddress(tx.recipient)}`}
                          checked={selected?.id === tx.id}
                          onChange={() => select(tx)}
                        />
                      ),
                    },
                  ]
                : []),
              { key: 'date', header: 'Date', render: (tx: TreasuryTransaction) => formatProposalDate(tx.date) },
              { key: 'label', header: 'Label', render: (tx: TreasuryTransaction) => <LabelTag label={tx.label} /> },
              { key: 'kgp', header: 'KGP', render: (tx: TreasuryTransaction) => (tx.kgp ? `KGP-${tx.kgp}` : '-') },
              { key: 'title', header: 'Project', render: (tx: TreasuryTransaction) => tx.title || '-' },
              { key: 'recipient', header: 'Recipient', render: (tx: TreasuryTransaction) => truncateAddress(tx.recipient) },
              { key: 'value', header: `Value (${TOKEN})`, numeric: true, render: (tx: TreasuryTransaction) => formatNumber(tx.value) },
            ]}
          />
          {pageCount(transactions.length, size) > 1 && (
            <Pagination page={page} totalPages={pageCount(transactions.length, size)} onPageChange={setPage} label="Treasury transaction pages" />
          )}
        </>
      )}
    </section>
  );
}
