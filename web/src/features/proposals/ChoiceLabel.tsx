import { CHOICE_LABELS, type VoteChoice } from '@portal/core/rules/proposals';
import * as styles from './Proposals.css';

const TONE = { [-1]: 'absent', 0: 'no', 1: 'yes', 2: 'abstain' } as const;

/** Yes, No, Abstain or Absent, in its colour with a dot (the text says it; the colour only helps). */
export function ChoiceLabel({ choice }: { choice: number }) {
  const value = (choice in TONE ? choice : -1) as VoteChoice;
  return (
    <span className={`${styles.choicePill} ${styles.choiceTone[TONE[value]]}`}>
      <span className={styles.choiceDot} aria-hidden="true" />
      {CHOICE_LABELS[value]}
    </span>
  );
}
