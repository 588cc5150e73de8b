import { choiceReading } from './agendaModel';
import * as styles from './Agendas.css';

/**
 * Yes, No, Abstain or Absent (Not started before voting opens), in its colour with a dot (the text
 * says it; the colour only helps).
 */
export function ChoiceLabel({ state, choice }: { state: number; choice: number }) {
  const { label, tone } = choiceReading({ state }, choice);
  return (
    <span className={`${styles.choicePill} ${styles.choiceTone[tone]}`}>
      <span className={styles.choiceDot} aria-hidden="true" />
      {label}
    </span>
  );
}
