import { formatFee, formatHeaderDateTime, formatKlay } from '@portal/core/format';
import { useRef } from 'react';
import { AddressChip } from '../../components/AddressChip/AddressChip';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadMore } from '../../components/Pagination/Pagination';
import { Table } from '../../components/Table/Table';
import { EMPTY_TEXTS } from '../../components/EmptyState/emptyTexts';
import * as styles from './CouncilDetail.css';
import { txStatusLabel, txTypeLabel } from './transactionRows';
import { useContractTransactions } from './useCouncilData';
import { TOKEN } from '../../shared/tokenAmount';

function Status({ status }: { status: string }) {
  const tone = status === 'failed' ? 'failed' : status === 'progress' ? 'progress' : 'success';
  return <span className={styles.status({ tone })}>{txStatusLabel(status)}</span>;
}

/** The selected contract's transactions, newest first, 10 at a time. */
export function TransactionHistory({ address, label }: { address: string | null; label: string }) {
  const { transactions, hasMore, loading, loadingMore, loadMore } = useContractTransactions(address);
  const rows = useRef<HTMLTableSectionElement>(null);
  return (
    <section className={styles.panel} aria-labelledby="gc-transactions" aria-busy={loading}>
      <div className={styles.txHeader}>
        <h2 id="gc-transactions" className={styles.panelTitle}>
          Transaction History
        </h2>
        {address && (
          <div className={styles.txTarget}>
            <span className={styles.muted}>{label}</span>
            <AddressChip address={address} />
          </div>
        )}
      </div>
      {!loading && transactions.length === 0 ? (
        <EmptyState compact>{EMPTY_TEXTS.contents}</EmptyState>
      ) : (
        <Table
          caption="Transaction History"
          head="label"
          nowrap
          stackOnMobile
          bodyRef={rows}
          rows={transactions}
          rowKey={(tx) => tx.hash}
          rowProps={(tx) => ({ 'data-testid': 'tx-row', 'data-hash': tx.hash, 'data-status': tx.status })}
          columns={[
            { key: 'status', header: 'Status', render: (tx) => <Status status={tx.status} /> },
            { key: 'hash', header: 'TX Hash', className: styles.hashCell, render: (tx) => <AddressChip address={tx.hash} target="tx" /> },
            {
              key: 'value',
              header: 'Value',
              numeric: true,
              render: (tx) => (
                <span>
                  {formatKlay(tx.value, { decimals: 2, unit: false })} <span className={styles.unit}>{TOKEN}</span>
                </span>
              ),
            },
            {
              key: 'fee',
              header: 'TX Fee',
              numeric: true,
              render: (tx) => (
                <span>
                  {formatFee(tx.tx_fee)} <span className={styles.unit}>{TOKEN}</span>
                </span>
              ),
            },
            { key: 'type', header: 'Type', render: (tx) => txTypeLabel(tx.tx_type) },
            { key: 'date', header: 'Date', className: styles.when, render: (tx) => <time dateTime={tx.date}>{formatHeaderDateTime(tx.date)}</time> },
          ]}
        />
      )}
      <LoadMore hasMore={hasMore} onLoadMore={loadMore} loading={loadingMore} items={rows} />
    </section>
  );
}
