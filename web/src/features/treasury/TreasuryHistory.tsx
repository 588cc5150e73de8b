import { FUND_TYPES, SPENDING_CATEGORIES, type FundType } from '@portal/core/entities/treasury';
import { formatKlay, formatMonth, formatNumber } from '@portal/core/format';
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
import { useCategoryName } from '../../components/LabelTag/categoryName';
import { LabelTag } from '../../components/LabelTag/LabelTag';
import { downloadTreasuryCsv as downloadCsv } from '../../shared/treasury/downloadTreasuryCsv';
import { labelColor, pageCount, pageOf } from '../../shared/treasury/treasuryLabels';
import * as styles from './Treasury.css';
import { useAgendaByKgp, useTreasuryHistory, useTreasuryTransactions } from './useTreasury';
import { formatToken, TOKEN } from '../../shared/tokenAmount';
import { NETWORK_PROFILE } from '../../config';
import { useDates } from '../../i18n/dates';
import { useLocale, useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { treasuryMessages } from './messages';

const FUNDS = FUND_TYPES.map((fund) => ({ value: fund, label: NETWORK_PROFILE.funds[fund].long }));

/** "KGP-n", a link to its agenda's detail when an agenda carries that KGP number. */
function KgpLink({ kgp, agendas }: { kgp: string | null; agendas: Map<string, number> }): ReactNode {
  const t = useMessages(treasuryMessages);
  if (!kgp) return '-';
  const agenda = agendas.get(kgp);
  return agenda === undefined ? (
    t('kgp', { kgp })
  ) : (
    <Link to={agendaDetailUrl(agenda)} className={styles.kgpLink}>
      {t('kgp', { kgp })}
    </Link>
  );
}

/** History: the fund's monthly usage by category (stacked) and its payments, 20 a page (10 on phones). */
export default function TreasuryHistory() {
  const t = useMessages(treasuryMessages);
  const common = useMessages(commonMessages);
  const locale = useLocale();
  const dates = useDates();
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
  const categoryName = useCategoryName();
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
            {t('history.title')}
          </h2>
          <RangeSelector label={t('history.fund')} options={FUNDS} value={fund} onChange={chooseFund} longLabels />
        </div>
        <p className={page.meta}>{t('history.meta', { token: TOKEN })}</p>
        <LazyChart
          loading={!history.data && !history.error}
          kind="stacked"
          title={t('history.chart', { fund: fundName })}
          testId="treasury-chart"
          unit={TOKEN}
          labels={months.map((m) => m.date)}
          formatLabel={formatMonth}
          series={categories.map((label) => ({
            key: label,
            label: categoryName(label),
            color: labelColor(label),
            values: months.map((m) => Number(m.usage.find((u) => u.label === label)?.value ?? 0)),
            format: (v) => `${formatNumber(v)} ${TOKEN}`,
          }))}
        />
      </section>
      <section className={page.section} aria-labelledby="payments-title">
        <div className={styles.toolbar}>
          <h2 id="payments-title" className={page.sectionTitle}>
            {t('history.transactions', { fund: fundName })}
          </h2>
          <Button
            variant="outline"
            size="sm"
            disabled={downloading || transactions.length === 0}
            aria-busy={downloading}
            onClick={() => {
              setDownloading(true);
              void downloadCsv(fund, locale)
                .then(
                  () => toast.show(t('csv.done'), 'confirm'),
                  () => toast.show(t('csv.failed'), 'error'),
                )
                .finally(() => setDownloading(false));
            }}
          >
            {t('downloadCsv')}
          </Button>
        </div>
        {list.data === undefined && !list.error ? (
          <div className={page.chartSkeleton} style={{ height: 240 }} role="status" aria-label={t('history.loading')} />
        ) : transactions.length === 0 ? (
          <EmptyState>{common('empty.contents')}</EmptyState>
        ) : (
          <>
            <Table
              data-testid="treasury-table"
              caption={t('history.transactions', { fund: fundName })}
              wrapClassName={styles.desktopOnly}
              className={styles.paymentsTable}
              padding="narrow"
              rows={pageOf(transactions, current, size)}
              rowKey={(tx) => tx.id}
              columns={[
                { key: 'date', header: t('column.date'), className: styles.oneLine, render: (tx) => dates.proposal(tx.date) },
                { key: 'category', header: t('column.category'), render: (tx) => <LabelTag label={tx.label} /> },
                { key: 'kgp', header: t('column.kgp'), className: styles.oneLine, render: (tx) => <KgpLink kgp={tx.kgp} agendas={agendas} /> },
                { key: 'project', header: t('column.project'), className: styles.title, render: (tx) => tx.title },
                { key: 'recipient', header: t('column.recipient'), className: styles.oneLine, render: (tx) => <AddressChip address={tx.recipient} dense /> },
                { key: 'value', header: t('column.value', { token: TOKEN }), numeric: true, render: (tx) => formatKlay(tx.value, { unit: false }) },
                { key: 'tx', header: t('column.tx'), className: styles.oneLine, render: (tx) => <AddressChip address={tx.tx_hash} target="tx" dense /> },
              ]}
            />
            <ul className={`${styles.cards} ${styles.mobileOnly}`} data-testid="treasury-cards" aria-label={t('history.transactionsList', { fund: fundName })}>
              {pageOf(transactions, current, size).map((tx) => (
                <li key={tx.id} className={styles.card}>
                  <span className={styles.cardLine}>
                    <LabelTag label={tx.label} />
                    <span>{dates.proposal(tx.date)}</span>
                  </span>
                  <strong>
                    {tx.kgp && (
                      <>
                        <KgpLink kgp={tx.kgp} agendas={agendas} />
                        {' · '}
                      </>
                    )}
                    {tx.title}
                  </strong>
                  <span className={styles.cardLine}>
                    <AddressChip address={tx.recipient} />
                    <strong>{formatToken(tx.value)}</strong>
                  </span>
                </li>
              ))}
            </ul>
            {transactions.length > size && <Pagination page={current} totalPages={pageCount(transactions.length, size)} onPageChange={setPage} label={t('history.pages', { fund: fundName })} />}
          </>
        )}
      </section>
    </>
  );
}
