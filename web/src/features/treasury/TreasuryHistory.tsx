import { FUND_TYPES, SPENDING_CATEGORIES, type FundType } from '@portal/core/entities/treasury';
import { formatKlay, formatMonth, formatNumber, formatProposalDate } from '@portal/core/format';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AddressChip } from '../../components/AddressChip/AddressChip';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Pagination } from '../../components/Pagination/Pagination';
import { Table } from '../../components/Table/Table';
import { useToast } from '../../components/Toast/toastContext';
import { agendaDetailUrl } from '../../shared/pageUrls';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { LazyChart } from '../../components/StatsPage/LazyChart';
import { RangeSelector } from '../../components/StatsPage/RangeSelector';
import * as page from '../../styles/statsPage.css';
import { LabelTag } from '../../components/LabelTag/LabelTag';
import { downloadTreasuryCsv as downloadCsv } from '../../shared/treasury/downloadTreasuryCsv';
import { CSV_DOWNLOAD_TOASTS, labelColor, pageCount, pageOf } from '../../shared/treasury/treasuryLabels';
import * as styles from './Treasury.css';
import { useAgendaByKgp, useTreasuryHistory, useTreasuryTransactions } from './useTreasury';
import { formatToken, TOKEN } from '../../shared/tokenAmount';
import { NETWORK_PROFILE } from '../../config';

const FUNDS = FUND_TYPES.map((fund) => ({ value: fund, label: NETWORK_PROFILE.funds[fund].long }));

/** "KGP-n", a link to its agenda's detail when an agenda carries that KGP number. */
function KgpLink({ kgp, agendas }: { kgp: string | null; agendas: Map<string, number> }): ReactNode {
  if (!kgp) return '-';
  const agenda = agendas.get(kgp);
  return agenda === undefined ? (
    `KGP-${kgp}`
  ) : (
    <Link to={agendaDetailUrl(agenda)} className={styles.kgpLink}>
      KGP-{kgp}
    </Link>
  );
}

/** History: the fund's monthly usage by category (stacked) and its payments, 20 a page (10 on phones). */
export default function TreasuryHistory() {
  const [fund, setFund] = useState<FundType>(FUND_TYPES[0]);
  // The fund's name in this build's profile; `fund` stays the stored key the API is asked by.
  const fundName = NETWORK_PROFILE.funds[fund].short;
  const [pageNumber, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const mobile = useIsMobile();
  const toast = useToast();
  const agendas = useAgendaByKgp();
  const size = mobile ? 10 : 20;
  const history = useTreasuryHistory(fund);
  const list = useTreasuryTransactions(fund);
  const months = history.data ?? [];
  const categories = SPENDING_CATEGORIES[fund].filter((label) => months.some((m) => m.usage.some((u) => u.label === label)));
  const transactions = list.error ? [] : (list.data ?? []);
  const current = Math.min(pageNumber, pageCount(transactions.length, size));
  const chooseFund = (next: FundType) => {
    setFund(next);
    setPage(1);
  };
  return (
    <>
      <section className={page.section} aria-labelledby="usage-title">
        <div className={page.sectionHead}>
          <h2 id="usage-title" className={page.sectionTitle}>
            Treasury History
          </h2>
          <RangeSelector label="Fund" options={FUNDS} value={fund} onChange={chooseFund} longLabels />
        </div>
        <p className={page.meta}>Monthly usage by category over the last 12 months, in whole {TOKEN}.</p>
        <LazyChart
          loading={!history.data && !history.error}
          kind="stacked"
          title={`${fundName} monthly usage by category`}
          testId="treasury-chart"
          unit={TOKEN}
          labels={months.map((m) => m.date)}
          formatLabel={formatMonth}
          series={categories.map((label) => ({
            key: label,
            label,
            color: labelColor(label),
            values: months.map((m) => Number(m.usage.find((u) => u.label === label)?.value ?? 0)),
            format: (v) => `${formatNumber(v)} ${TOKEN}`,
          }))}
        />
      </section>
      <section className={page.section} aria-labelledby="payments-title">
        <div className={styles.toolbar}>
          <h2 id="payments-title" className={page.sectionTitle}>
            {fundName} Transactions
          </h2>
          <Button
            variant="outline"
            size="sm"
            disabled={downloading || transactions.length === 0}
            aria-busy={downloading}
            onClick={() => {
              setDownloading(true);
              void downloadCsv(fund)
                .then(
                  () => toast.show(CSV_DOWNLOAD_TOASTS.done, 'confirm'),
                  () => toast.show(CSV_DOWNLOAD_TOASTS.failed, 'error'),
                )
                .finally(() => setDownloading(false));
            }}
          >
            Download CSV
          </Button>
        </div>
        {list.data === undefined && !list.error ? (
          <div className={page.chartSkeleton} style={{ height: 240 }} role="status" aria-label="Loading the transactions" />
        ) : transactions.length === 0 ? (
          <EmptyState>There are no contents.</EmptyState>
        ) : (
          <>
            <Table
              data-testid="treasury-table"
              caption={`${fundName} Transactions`}
              wrapClassName={styles.desktopOnly}
              className={styles.paymentsTable}
              padding="narrow"
              rows={pageOf(transactions, current, size)}
              rowKey={(t) => t.id}
              columns={[
                { key: 'date', header: 'Date', className: styles.oneLine, render: (t) => formatProposalDate(t.date) },
                { key: 'category', header: 'Category', render: (t) => <LabelTag label={t.label} /> },
                { key: 'kgp', header: 'KGP', className: styles.oneLine, render: (t) => <KgpLink kgp={t.kgp} agendas={agendas} /> },
                { key: 'project', header: 'Project', className: styles.title, render: (t) => t.title },
                { key: 'recipient', header: 'Recipient', className: styles.oneLine, render: (t) => <AddressChip address={t.recipient} dense /> },
                { key: 'value', header: `Value (${TOKEN})`, numeric: true, render: (t) => formatKlay(t.value, { unit: false }) },
                { key: 'tx', header: 'TX', className: styles.oneLine, render: (t) => <AddressChip address={t.tx_hash} target="tx" dense /> },
              ]}
            />
            <ul className={`${styles.cards} ${styles.mobileOnly}`} data-testid="treasury-cards" aria-label={`${fundName} transactions`}>
              {pageOf(transactions, current, size).map((t) => (
                <li key={t.id} className={styles.card}>
                  <span className={styles.cardLine}>
                    <LabelTag label={t.label} />
                    <span>{formatProposalDate(t.date)}</span>
                  </span>
                  <strong>
                    {t.kgp && (
                      <>
                        <KgpLink kgp={t.kgp} agendas={agendas} />
                        {' · '}
                      </>
                    )}
                    {t.title}
                  </strong>
                  <span className={styles.cardLine}>
                    <AddressChip address={t.recipient} />
                    <strong>{formatToken(t.value)}</strong>
                  </span>
                </li>
              ))}
            </ul>
            {transactions.length > size && <Pagination page={current} totalPages={pageCount(transactions.length, size)} onPageChange={setPage} label={`${fundName} transactions pages`} />}
          </>
        )}
      </section>
    </>
  );
}
