import { UNCATEGORIZED } from '@portal/core/entities/treasury';
import { labelColor } from '../../shared/treasury/treasuryLabels';
import { useCategoryName } from './categoryName';
import * as styles from './LabelTag.css';

/** A category's name, with a break allowed after a slash ("Grant (Service/Infrastructure)"). */
const breakable = (label: string) => label.split('/').flatMap((part, i, parts) => (i < parts.length - 1 ? [`${part}/`, <wbr key={i} />] : [part]));

/**
 * A spending category's tag, the same on the Treasury page and in its editor: its colour,
 * Uncategorized outlined. A long one wraps inside the tag where its table is short of room
 * (`data-label-tag` lets a table say so).
 */
export function LabelTag({ label }: { label: string }) {
  const name = useCategoryName()(label);
  if (label === UNCATEGORIZED) return <span data-label-tag="" className={`${styles.tag} ${styles.outlined}`}>{name}</span>;
  const color = labelColor(label);
  return (
    <span data-label-tag="" className={styles.tag} style={{ background: `${color}26` }}>
      <span className={styles.dot} style={{ background: color }} />
      {breakable(name)}
    </span>
  );
}
