import { UNCATEGORIZED } from '@portal/core/entities/treasury';
import { labelColor } from '../../shared/treasury/treasuryLabels';
import * as styles from './TreasuryEditor.css';

/** A spending category's tag, in the colours of the public Treasury page; Uncategorized outlined. */
export function LabelTag({ label }: { label: string }) {
  if (label === UNCATEGORIZED) return <span className={`${styles.tag} ${styles.outlined}`}>{label}</span>;
  const color = labelColor(label);
  return (
    <span className={styles.tag} style={{ background: `${color}26` }}>
      <span className={styles.dot} style={{ background: color }} />
      {label}
    </span>
  );
}
