import { Badge } from '../../components/Badge/Badge';
import { useMessages } from '../../i18n/messages';
import * as styles from './Agendas.css';
import { tagText } from './agendaText';
import { agendaMessages } from './messages';

/** The agenda's categories (Governance, Treasury, Tokenomics, Technology, ETC). */
export function TagList({ tags, className }: { tags: readonly number[]; className?: string }) {
  const t = useMessages(agendaMessages);
  if (tags.length === 0) return null;
  return (
    <ul className={className ? `${styles.tags} ${className}` : styles.tags} aria-label={t('tags.label')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone="outline">{tagText(t, tag)}</Badge>
        </li>
      ))}
    </ul>
  );
}
