import { PROPOSAL_TAGS } from '@portal/core/constants';
import { Badge } from '../../components/Badge/Badge';
import * as styles from './Agendas.css';

/** The agenda's categories (Governance, Treasury, Tokenomics, Technology, ETC). */
export function TagList({ tags, className }: { tags: readonly number[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={className ? `${styles.tags} ${className}` : styles.tags} aria-label="Categories">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone="outline">{PROPOSAL_TAGS[tag as keyof typeof PROPOSAL_TAGS] ?? `#${tag}`}</Badge>
        </li>
      ))}
    </ul>
  );
}
