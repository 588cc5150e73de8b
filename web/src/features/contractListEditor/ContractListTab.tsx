import { CONTRACT_CATEGORIES, type RankedContract } from '@portal/core/entities/stats';
import { useEffect, useRef, useState } from 'react';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { useApiWrite } from '../../api/apiWrite';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Pagination } from '../../components/Pagination/Pagination';
import { DEFAULT_RANKING_FILTERS, RankingFilterFields, RankingFilterSheet, type RankingFilters } from '../../components/RankingFilters/RankingFilters';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useAccount } from '../../shared/session/sessionStore';
import {
  ADMIN_RANK_LIMIT,
  CARDS_PER_PAGE,
  CATEGORY_FILTERS,
  CATEGORY_REFETCH_MS,
  DIM_FROM_RANK,
  filterContracts,
  UNCATEGORIZED,
  type CategoryFilter,
} from './contractEdit';
import { useMessages, type Translate } from '../../i18n/messages';
import { EditContractModal } from './EditContractModal';
import { contractMessages, type ContractMessageKey } from './messages';
import * as styles from './ContractListEditor.css';

type BulkCategory = (typeof CONTRACT_CATEGORIES)[number] | typeof UNCATEGORIZED;
const BULK_CATEGORIES: readonly BulkCategory[] = [...CONTRACT_CATEGORIES, UNCATEGORIZED];

/** A category as shown: the categories are the ranking's own codes (INFRA, NFT…), the two filters' words are messages. */
function categoryLabel(t: Translate<ContractMessageKey>, value: CategoryFilter): string {
  if (value === 'ALL') return t('tab.allCategories');
  return value === UNCATEGORIZED ? t('tab.uncategorized') : value;
}

function ContractCard({ item, selectable, selected, onToggle, onEdit }: { item: RankedContract; selectable: boolean; selected: boolean; onToggle: () => void; onEdit: (() => void) | null }) {
  const t = useMessages(contractMessages);
  const name = item.sq_company || t('card.noProjectName');
  const label = { name: item.sq_service || name, rank: item.rank };
  return (
    <li className={item.rank >= DIM_FROM_RANK ? `${styles.card} ${styles.dimmed}` : styles.card} data-testid="contract-card" data-rank={item.rank}>
      {selectable && <input type="checkbox" checked={selected} onChange={onToggle} aria-label={t('card.select', label)} />}
      <span className={styles.rank}>{item.rank}</span>
      {item.sq_logo ? <img className={styles.logo} src={item.sq_logo} alt="" /> : <span className={styles.logo} aria-hidden="true" />}
      <span className={styles.names}>
        <span className={styles.project}>{name}</span>
        <span className={styles.muted}>{item.sq_service || t('card.noServiceName')}</span>
        <span className={styles.address}>{item.address}</span>
      </span>
      <span style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <span className={item.sq_category ? styles.category : `${styles.category} ${styles.uncategorized}`}>{item.sq_category ?? t('tab.uncategorized')}</span>
        {onEdit && (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('card.editLabel', label)}>
            {t('card.edit')}
          </Button>
        )}
      </span>
    </li>
  );
}

/** My Page's "Contract List" tab (admin spec §2.4): the contract ranking editor. */
export default function ContractListTab() {
  const account = useAccount();
  const t = useMessages(contractMessages);
  const isMobile = useIsMobile();
  const send = useApiWrite();
  const [filters, setFilters] = useState<RankingFilters>(DEFAULT_RANKING_FILTERS);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [category, setCategory] = useState<CategoryFilter>('ALL');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkCategory, setBulkCategory] = useState<BulkCategory | ''>('');
  const [editing, setEditing] = useState<RankedContract | null>(null);
  const [busy, setBusy] = useState(false);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(refetchTimer.current ?? undefined), []);

  const rank = useApi(apiKeys.contractRank(filters.by, filters.projects === 'gc', Number(filters.days), ADMIN_RANK_LIMIT), { revalidateOnFocus: false });
  const canEdit = !!account?.isSiteAdmin && !isMobile;
  const items = filterContracts(rank.data ?? [], category, search);
  const totalPages = Math.max(1, Math.ceil(items.length / CARDS_PER_PAGE));
  const shown = items.slice((page - 1) * CARDS_PER_PAGE, page * CARDS_PER_PAGE);

  // Any filter change clears the selection and goes back to the first page.
  const changeFilters = (change: () => void) => {
    change();
    setSelected(new Set());
    setPage(1);
  };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const applyCategory = async () => {
    if (bulkCategory === '' || selected.size === 0) return;
    const changes = (rank.data ?? [])
      .filter((item) => selected.has(item.id))
      .map((item) => ({ id: item.id, sq_category: bulkCategory === UNCATEGORIZED ? null : bulkCategory, version: item.version ?? 0 }));
    setBusy(true);
    // Each row carries the version the list showed (one If-Match cannot name several); a conflict on one saves none.
    await send('PUT /v1/status/contract/category', { body: changes }, { done: t('toast.categoryChanged'), failed: t('toast.categoryFailed') });
    setBusy(false);
    setSelected(new Set());
    setBulkCategory('');
    refetchTimer.current = setTimeout(() => void rank.mutate(), CATEGORY_REFETCH_MS);
  };

  return (
    <section className={styles.tab} aria-labelledby="contract-list-title" data-testid="contract-list-editor">
      <div className={styles.toolbar}>
        <h2 id="contract-list-title">{t('tab.title')}</h2>
        <div className={styles.filters}>
          <RankingFilterFields filters={filters} onChange={(next) => changeFilters(() => setFilters(next))} />
        </div>
        <div className={styles.mobileOnly}>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setSheetOpen(true)}
          >
            {t('tab.filter')}
          </Button>
        </div>
      </div>
      <div className={styles.toolbar}>
        <div className={styles.bulk}>
          <Select<CategoryFilter> aria-label={t('tab.category')} value={category} options={CATEGORY_FILTERS.map((value) => ({ value, label: categoryLabel(t, value) }))} onChange={(next) => changeFilters(() => setCategory(next))} />
          <TextField label={t('tab.serviceName')} placeholder={t('tab.search')} value={search} onChange={(event) => changeFilters(() => setSearch(event.target.value))} />
        </div>
        {canEdit && (
          <div className={styles.bulk} data-testid="bulk-category">
            <span aria-live="polite">{t('tab.selected', { count: selected.size })}</span>
            <Select<BulkCategory> aria-label={t('tab.newCategory')}
              placeholder={t('tab.changeCategory')}
              value={bulkCategory}
              options={BULK_CATEGORIES.map((value) => ({ value, label: categoryLabel(t, value) }))} onChange={setBulkCategory} />
            <Button variant="primary" size="sm" disabled={busy || selected.size === 0 || bulkCategory === ''} onClick={() => void applyCategory()}>
              {t('tab.apply')}
            </Button>
          </div>
        )}
      </div>
      {rank.data === undefined && !rank.error ? (
        <div role="status" aria-label={t('tab.loading')} style={{ minHeight: 320 }} />
      ) : shown.length === 0 ? (
        <EmptyState>{t('tab.empty')}</EmptyState>
      ) : (
        <>
          <ol className={styles.cards} aria-label={t('tab.ranking')}>
            {shown.map((item) => (
              <ContractCard
                key={item.address}
                item={item}
                selectable={canEdit}
                selected={selected.has(item.id)}
                onToggle={() => toggle(item.id)}
                onEdit={canEdit ? () => setEditing(item) : null}
              />
            ))}
          </ol>
          {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label={t('tab.pages')} />}
        </>
      )}
      <RankingFilterSheet
        open={sheetOpen}
        value={filters}
        onClose={() => setSheetOpen(false)}
        onApply={(next) => {
          changeFilters(() => setFilters(next));
          setSheetOpen(false);
        }}
      />
      {editing && (
        <EditContractModal
          contract={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void rank.mutate();
          }}
        />
      )}
    </section>
  );
}
