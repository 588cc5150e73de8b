import { formatFee, formatKlay } from '@portal/core/format';
import { useRef } from 'react';
import { AddressChip } from '../../components/AddressChip/AddressChip';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadMore } from '../../components/Pagination/Pagination';
import { Table } from '../../components/Table/Table';
import * as styles from './CouncilDetail.css';
import { txStatusTone, txTypeLabel } from './transactionRows';
import { useContractTransactions } from './useCouncilData';
import { TOKEN } from '../../shared/tokenAmount';
import { useMessages } from '../../i18n/messages';
import { useDates } from '../../i18n/dates';
import { commonMessages } from '../../shared/messages';
import { councilMessages } from './messages';

function Status({ status }: { status: string }) {
  const t = useMessages(councilMessages);
  const tone = txStatusTone(status);
  return <span className={styles.status({ tone })}>{t('transactions.statusValue', { status: tone })}</span>;
}

/** The selected contract's transactions, newest first, 10 at a time. */
export function TransactionHistory({ address, label }: { address: string | null; label: string }) {
  const t = useMessages(councilMessages);
  const common = useMessages(commonMessages);
  const dates = useDates();
  const { transactions, hasMore, loading, loadingMore, loadMore } = useContractTransactions(address);
  const rows = useRef<HTMLTableSectionElement>(null);
  return (
    <section className={styles.panel} aria-labelledby="gc-transactions" aria-busy={loading}>
      <div className={styles.txHeader}>
        <h2 id="gc-transactions" className={styles.panelTitle}>
          {t('transactions.title')}
        </h2>
        {address && (
          <div className={styles.txTarget}>
            <span className={styles.muted}>{label}</span>
            <AddressChip address={address} />
          </div>
        )}
      </div>
      {!loading && transactions.length === 0 ? (
        <EmptyState compact>{common('empty.contents')}</EmptyState>
      ) : (
        <Table
          caption={t('transactions.title')}
          head="label"
          nowrap
          stackOnMobile
          bodyRef={rows}
          rows={transactions}
          rowKey={(tx) => tx.hash}
          rowProps={(tx) => ({ 'data-testid': 'tx-row', 'data-hash': tx.hash, 'data-status': tx.status })}
          columns={[
            { key: 'status', header: t('transactions.status'), render: (tx) => <Status status={tx.status} /> },
            { key: 'hash', header: t('transactions.hash'), className: styles.hashCell, render: (tx) => <AddressChip address={tx.hash} target="tx" /> },
            {
              key: 'value',
              header: t('transactions.value'),
              numeric: true,
              render: (tx) => (
                <span>
                  {formatKlay(tx.value, { decimals: 2, unit: false })} <span className={styles.unit}>{TOKEN}</span>
                </span>
              ),
            },
            {
              key: 'fee',
              header: t('transactions.fee'),
              numeric: true,
              render: (tx) => (
                <span>
                  {formatFee(tx.tx_fee)} <span className={styles.unit}>{TOKEN}</span>
                </span>
              ),
            },
            { key: 'type', header: t('transactions.type'), render: (tx) => txTypeLabel(tx.tx_type) },
            { key: 'date', header: t('transactions.date'), className: styles.when, render: (tx) => <time dateTime={tx.date}>{dates.header(tx.date)}</time> },
          ]}
        />
      )}
      <LoadMore hasMore={hasMore} onLoadMore={loadMore} loading={loadingMore} items={rows} />
    </section>
  );
}
