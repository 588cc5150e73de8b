import type { GroupCounts } from '@portal/core/entities/proposal';
import { Chip } from '../../components/Chip/Chip';
import * as styles from './AgendaDrafts.css';
import { CATEGORY_FILTERS } from './draftText';

/** All / Upcoming / Ongoing / Closed, each with its count (admin §2.4). */
export function CategoryFilters({ category, counts, onChange }: { category: number; counts: GroupCounts | undefined; onChange: (category: number) => void }) {
  return (
    <div className={styles.filters} role="group" aria-label="Category">
      {CATEGORY_FILTERS.map((filter) => (
        <Chip key={filter.value} selected={category === filter.value} aria-pressed={category === filter.value} onClick={() => onChange(filter.value)}>
          {filter.label} ({counts ? counts[filter.count] : 0})
        </Chip>
      ))}
    </div>
  );
}
