import { UNCATEGORIZED } from '@portal/core/entities/treasury';
import { labelColor } from '../../shared/treasury/treasuryLabels';
import * as styles from './Treasury.css';

/** A category's words, with a break allowed after a slash ("Grant (Service/Infrastructure)"). */
const breakable = (label: string) => label.split('/').flatMap((part, i, parts) => (i < parts.length - 1 ? [`${part}/`, <wbr key={i} />] : [part]));

/** A spending category's tag: its colour, Uncategorized outlined. A long one wraps inside the tag where its table is short of room. */
export function LabelTag({ label }: { label: string }) {
  if (label === UNCATEGORIZED) return <span className={`${styles.tag} ${styles.outlined}`}>{label}</span>;
  const color = labelColor(label);
  return (
    <span className={styles.tag} style={{ background: `${color}26` }}>
      <span className={styles.dot} style={{ background: color }} />
      {breakable(label)}
    </span>
  );
}
