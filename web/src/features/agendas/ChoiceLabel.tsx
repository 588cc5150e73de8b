import { useMessages } from '../../i18n/messages';
import { choiceReading } from './agendaModel';
import { choiceText } from './agendaText';
import { agendaMessages } from './messages';
import * as styles from './Agendas.css';

/**
 * Yes, No, Abstain or Absent (Not started before voting opens), in its colour with a dot (the text
 * says it; the colour only helps).
 */
export function ChoiceLabel({ state, choice }: { state: number; choice: number }) {
  const t = useMessages(agendaMessages);
  const { tone } = choiceReading({ state }, choice);
  return (
    <span className={`${styles.choicePill} ${styles.choiceTone[tone]}`}>
      <span className={styles.choiceDot} aria-hidden="true" />
      {choiceText(t, tone)}
    </span>
  );
}
