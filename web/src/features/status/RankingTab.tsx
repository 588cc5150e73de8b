import type { RankedContract } from '@portal/core/entities/stats';
import { formatFee, formatNumber, truncateAddress } from '@portal/core/format';
import { useState } from 'react';
import { AddressChip } from '../../components/AddressChip/AddressChip';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { DEFAULT_RANKING_FILTERS, RankingFilterFields, RankingFilterSheet, type RankingFilters } from '../../components/RankingFilters/RankingFilters';
import { Table } from '../../components/Table/Table';
import * as styles from './Ranking.css';
import * as page from '../../styles/statsPage.css';
import { useContractRank, useContractSync } from './useStats';
import { TOKEN } from '../../shared/tokenAmount';
import { useDates } from '../../i18n/dates';
import { useMessages } from '../../i18n/messages';
import { commonMessages } from '../../shared/messages';
import { statusMessages } from './messages';

const projectName = (item: RankedContract) => item.sq_company || item.bq_company || truncateAddress(item.address);
const service = (item: RankedContract) => item.sq_service || item.bq_service || '-';

function Category({ item }: { item: RankedContract }) {
  const t = useMessages(statusMessages);
  const name = item.sq_category ?? item.bq_category1;
  return <span className={name ? styles.category : `${styles.category} ${styles.uncategorized}`}>{name ?? t('ranking.uncategorized')}</span>;
}

/** Project Ranking: the top 30 contracts by transactions or fees, for all projects or councils' only. */
export default function RankingTab() {
  const t = useMessages(statusMessages);
  const common = useMessages(commonMessages);
  const dates = useDates();
  const [filters, setFilters] = useState<RankingFilters>(DEFAULT_RANKING_FILTERS);
  const [sheetOpen, setSheetOpen] = useState(false);
  const rank = useContractRank(filters.by, filters.projects === 'gc', Number(filters.days));
  const sync = useContractSync();
  const items = rank.error ? [] : (rank.data ?? []);
  const figureTitle = t('ranking.figure', { by: filters.by, token: TOKEN });
  const figure = (item: RankedContract) => (filters.by === 'txcount' ? formatNumber(item.tx_count) : formatFee(item.tx_fee));
  return (
    <section className={page.section} aria-labelledby="ranking-title">
      <div className={page.sectionHead}>
        <div>
          <h2 id="ranking-title" className={page.sectionTitle}>
            {t('ranking.title')}
          </h2>
          {sync.data?.synced_at && <p className={page.meta}>{t('lastUpdated', { time: dates.header(sync.data.synced_at) })}</p>}
        </div>
        <div className={styles.filters}>
          <RankingFilterFields filters={filters} onChange={setFilters} />
        </div>
        <div className={styles.mobileOnly}>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setSheetOpen(true)}
          >
            {t('ranking.filter')}
          </Button>
        </div>
      </div>
      {rank.data === undefined && !rank.error ? (
        <div className={page.chartSkeleton} style={{ height: 320 }} role="status" aria-label={t('ranking.loading')} />
      ) : items.length === 0 ? (
        <EmptyState>{common('empty.data')}</EmptyState>
      ) : (
        <>
          <Table
            data-testid="ranking-table"
            caption={t('ranking.title')}
            wrapClassName={styles.desktopOnly}
            rows={items}
            rowKey={(item) => item.address}
            columns={[
              { key: 'rank', header: t('ranking.no'), className: styles.rank, render: (item) => item.rank },
              { key: 'service', header: t('ranking.service'), render: (item) => service(item) },
              {
                key: 'project',
                header: t('ranking.project'),
                render: (item) => (
                  <span className={styles.project}>
                    {item.sq_logo ? <img className={styles.logo} src={item.sq_logo} alt="" /> : <span className={styles.logo} aria-hidden="true" />}
                    {projectName(item)}
                    {item.council_id >= 0 && <span className={styles.gcBadge}>{t('ranking.gcBadge')}</span>}
                  </span>
                ),
              },
              { key: 'category', header: t('ranking.category'), render: (item) => <Category item={item} /> },
              { key: 'address', header: t('ranking.address'), render: (item) => <AddressChip address={item.address} /> },
              { key: 'figure', header: figureTitle, numeric: true, render: (item) => figure(item) },
            ]}
          />
          <ol className={`${styles.cards} ${styles.mobileOnly}`} data-testid="ranking-cards" aria-label={t('ranking.title')}>
            {items.map((item) => (
              <li key={item.address} className={styles.card}>
                <span className={styles.cardRank}>{item.rank}</span>
                <span className={styles.project}>
                  {item.sq_logo ? <img className={styles.logo} src={item.sq_logo} alt="" /> : <span className={styles.logo} aria-hidden="true" />}
                  {projectName(item)}
                </span>
                <span className={styles.cardLine}>
                  <span>{service(item)}</span>
                  <Category item={item} />
                </span>
                <span className={styles.cardLine}>
                  <span className={styles.address}>{truncateAddress(item.address)}</span>
                  <strong>
                    {figureTitle} {figure(item)}
                  </strong>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <RankingFilterSheet
        open={sheetOpen}
        value={filters}
        onClose={() => setSheetOpen(false)}
        onApply={(next) => {
          setFilters(next);
          setSheetOpen(false);
        }}
      />
    </section>
  );
}
