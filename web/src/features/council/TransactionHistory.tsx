import { formatFee, formatHeaderDateTime, formatKlay, KLAY_SYMBOL } from '@portal/core/format';
import { useRef } from 'react';
import { AddressChip } from '../../components/AddressChip/AddressChip';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadMore } from '../../components/Pagination/Pagination';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { EMPTY_TEXTS } from '../../components/EmptyState/emptyTexts';
import * as styles from './CouncilDetail.css';
import { txStatusLabel, txTypeLabel } from './transactionRows';
import { useContractTransactions } from './useCouncilData';

function Status({ status }: { status: string }) {
  const tone = status === 'failed' ? 'failed' : status === 'progress' ? 'progress' : 'success';
  return <span className={styles.status({ tone })}>{txStatusLabel(status)}</span>;
}

/** The selected contract's transactions, newest first, 10 at a time. */
export function TransactionHistory({ address, label }: { address: string | null; label: string }) {
  const { transactions, hasMore, loading, loadingMore, loadMore } = useContractTransactions(address);
  const mobile = useIsMobile();
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
            <AddressChip address={address} display={mobile ? 'mobile' : 'default'} />
          </div>
        )}
      </div>
      {!loading && transactions.length === 0 ? (
        <EmptyState compact>{EMPTY_TEXTS.contents}</EmptyState>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.txTable}>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">TX Hash</th>
                <th scope="col" className={styles.numeric}>
                  Value
                </th>
                <th scope="col" className={styles.numeric}>
                  TX Fee
                </th>
                <th scope="col">Type</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody ref={rows}>
              {transactions.map((tx) => (
                <tr key={tx.hash} data-testid="tx-row" data-hash={tx.hash} data-status={tx.status}>
                  <td data-label="Status">
                    <Status status={tx.status} />
                  </td>
                  <td data-label="TX Hash">
                    <AddressChip address={tx.hash} target="tx" display={mobile ? 'mobile' : 'header'} />
                  </td>
                  <td data-label="Value" className={styles.numeric}>
                    <span>
                      {formatKlay(tx.value, { decimals: 2, unit: false })} <span className={styles.unit}>{KLAY_SYMBOL}</span>
                    </span>
                  </td>
                  <td data-label="TX Fee" className={styles.numeric}>
                    <span>
                      {formatFee(tx.tx_fee)} <span className={styles.unit}>{KLAY_SYMBOL}</span>
                    </span>
                  </td>
                  <td data-label="Type">{txTypeLabel(tx.tx_type)}</td>
                  <td data-label="Date" className={styles.when}>
                    <time dateTime={tx.date}>{formatHeaderDateTime(tx.date)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore hasMore={hasMore} onLoadMore={loadMore} loading={loadingMore} items={rows} />
    </section>
  );
}
