import type { CouncilAbsence } from '@portal/core/entities/absence';
import { type AbsenceRule, absenceLabel, absenceText } from '@portal/core/rules/absence';
import { visuallyHidden } from '../../styles/global.css';
import { Badge } from '../Badge/Badge';
import * as styles from './AbsenceFlag.css';

/**
 * The absence watch's flag beside a council's name (KGP-31): "At risk" after missing the last votes
 * but one of the rule, the lost rewards once the rule is reached. The full sentence is its title
 * and, for screen readers, follows the flag; nothing shows for a council in good standing.
 */
export function AbsenceFlag({ absence, rule }: { absence: CouncilAbsence | undefined; rule: AbsenceRule }) {
  if (!absence || absence.status === 'ok') return null;
  const text = absenceText(absence.status, absence.missed, rule);
  return (
    <Badge tone={absence.status === 'penalty' ? 'danger' : 'warning'} title={text} data-absence={absence.status} className={styles.flag}>
      {absenceLabel(absence.status, rule)}
      <span className={visuallyHidden}>: {text}</span>
    </Badge>
  );
}

/** The council detail's sentence: the run and what it means, said plainly. */
export function AbsenceNotice({ absence, rule }: { absence: CouncilAbsence | undefined; rule: AbsenceRule }) {
  if (!absence || absence.status === 'ok') return null;
  return (
    <p className={styles.notice} data-absence={absence.status}>
      <Badge tone={absence.status === 'penalty' ? 'danger' : 'warning'} className={styles.flag}>
        {absenceLabel(absence.status, rule)}
      </Badge>
      <span>{absenceText(absence.status, absence.missed, rule)}</span>
    </p>
  );
}
