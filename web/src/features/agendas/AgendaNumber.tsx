import { useMessages } from '../../i18n/messages';
import * as styles from './Agendas.css';
import { agendaNumberText } from './agendaText';
import { agendaMessages } from './messages';

/** "No.52 · KGP-25": the agenda number, and the KGP number when it has one. */
export function AgendaNumber({ agenda, className }: { agenda: { id: number; kgp: string | null }; className?: string }) {
  const t = useMessages(agendaMessages);
  return (
    <span className={className ? `${styles.agendaNo} ${className}` : styles.agendaNo}>
      {agendaNumberText(t, agenda)}
    </span>
  );
}
