import { useState } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Select } from '../Select/Select';
import * as styles from './RankingFilters.css';
import { useMessages } from '../../i18n/messages';
import { componentMessages } from '../componentMessages';

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

const BY: readonly RankBy[] = ['txcount', 'txfee'];
const PROJECTS: readonly Projects[] = ['all', 'gc'];
const DURATIONS: readonly Duration[] = ['1', '7', '30', '90'];

export function RankingFilterFields({ filters, onChange }: { filters: RankingFilters; onChange: (next: RankingFilters) => void }) {
  const t = useMessages(componentMessages);
  return (
    <>
      <Select<RankBy> aria-label={t('rankingFilters.by')} value={filters.by} options={BY.map((value) => ({ value, label: t(`rankingFilters.by.${value}`) }))} onChange={(by) => onChange({ ...filters, by })} />
      <Select<Projects> aria-label={t('rankingFilters.projects')} value={filters.projects} options={PROJECTS.map((value) => ({ value, label: t(`rankingFilters.projects.${value}`) }))} onChange={(projects) => onChange({ ...filters, projects })} />
      <Select<Duration> aria-label={t('rankingFilters.duration')} value={filters.days} options={DURATIONS.map((value) => ({ value, label: t(`rankingFilters.duration.${value}`) }))} onChange={(days) => onChange({ ...filters, days })} />
    </>
  );
}

/** The phone's filter sheet: a draft of the filters, started from `value` each time it opens; Apply hands it over. */
export function RankingFilterSheet({ open, value, onClose, onApply }: { open: boolean; value: RankingFilters; onClose: () => void; onApply: (next: RankingFilters) => void }) {
  const t = useMessages(componentMessages);
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
      title={t('rankingFilters.sheet')}
      size="sm"
      placement="sheet"
      footer={
        <>
          <Button variant="outline" onClick={() => setDraft(DEFAULT_RANKING_FILTERS)}>
            {t('rankingFilters.reset')}
          </Button>
          <Button variant="primary" onClick={() => onApply(draft)}>
            {t('rankingFilters.apply')}
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
