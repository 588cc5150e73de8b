import { useState } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Select } from '../Select/Select';
import * as styles from './RankingFilters.css';

/**
 * The contract ranking's filters (public Status → Ranking and the admin Contract List tab, admin
 * spec §2.4): rank by, projects, duration; on a phone they sit in a bottom sheet with Reset and Apply.
 */

export type RankBy = 'txcount' | 'txfee';
export type Projects = 'all' | 'gc';
export type Duration = '1' | '7' | '30' | '90';
export type RankingFilters = { by: RankBy; projects: Projects; days: Duration };

/** Defaults: transaction count, all projects, 1 month. */
export const DEFAULT_RANKING_FILTERS: RankingFilters = { by: 'txcount', projects: 'all', days: '30' };

const BY = [
  { value: 'txcount', label: 'Transaction Count' },
  { value: 'txfee', label: 'Transaction Fee' },
] as const;
const PROJECTS = [
  { value: 'all', label: 'All projects' },
  { value: 'gc', label: 'By only GC' },
] as const;
const DURATIONS = [
  { value: '1', label: '1 Day' },
  { value: '7', label: '1 Week' },
  { value: '30', label: '1 Month' },
  { value: '90', label: '3 Months' },
] as const;

export function RankingFilterFields({ filters, onChange }: { filters: RankingFilters; onChange: (next: RankingFilters) => void }) {
  return (
    <>
      <Select<RankBy> aria-label="Rank by" value={filters.by} options={BY} onChange={(by) => onChange({ ...filters, by })} />
      <Select<Projects> aria-label="Projects" value={filters.projects} options={PROJECTS} onChange={(projects) => onChange({ ...filters, projects })} />
      <Select<Duration> aria-label="Duration" value={filters.days} options={DURATIONS} onChange={(days) => onChange({ ...filters, days })} />
    </>
  );
}

/** The phone's filter sheet: a draft of the filters, started from `value` each time it opens; Apply hands it over. */
export function RankingFilterSheet({ open, value, onClose, onApply }: { open: boolean; value: RankingFilters; onClose: () => void; onApply: (next: RankingFilters) => void }) {
  const [draft, setDraft] = useState(value);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Filter"
      size="sm"
      placement="sheet"
      footer={
        <>
          <Button variant="outline" onClick={() => setDraft(DEFAULT_RANKING_FILTERS)}>
            Reset
          </Button>
          <Button variant="primary" onClick={() => onApply(draft)}>
            Apply
          </Button>
        </>
      }
    >
      <div className={styles.sheetBody}>
        <RankingFilterFields filters={draft} onChange={setDraft} />
      </div>
    </Modal>
  );
}
