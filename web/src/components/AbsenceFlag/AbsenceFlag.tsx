import type { CouncilAbsence } from '@portal/core/entities/absence';
import type { AbsenceRule } from '@portal/core/rules/absence';
import { type Translate, useMessages } from '../../i18n/messages';
import { visuallyHidden } from '../../styles/global.css';
import { Badge } from '../Badge/Badge';
import * as styles from './AbsenceFlag.css';
import { absenceMessages } from './absenceMessages';

type Say = Translate<'label' | 'text'>;

/** core's absenceLabel / absenceText (the CSVs' words), in the page's language. */
const labelOf = (t: Say, absence: CouncilAbsence, rule: AbsenceRule) => t('label', { status: absence.status, days: rule.penaltyDays });
const textOf = (t: Say, absence: CouncilAbsence, rule: AbsenceRule) => t('text', { status: absence.status, missed: absence.missed, rule: rule.missedVotes, days: rule.penaltyDays });

/**
 * The absence watch's flag beside a council's name (KGP-31): "At risk" after missing the last votes
 * but one of the rule, the lost rewards once the rule is reached. The full sentence is its title
 * and, for screen readers, follows the flag; nothing shows for a council in good standing.
 */
export function AbsenceFlag({ absence, rule }: { absence: CouncilAbsence | undefined; rule: AbsenceRule }) {
  const t = useMessages(absenceMessages);
  if (!absence || absence.status === 'ok') return null;
  const text = textOf(t, absence, rule);
  return (
    <Badge tone={absence.status === 'penalty' ? 'danger' : 'warning'} title={text} data-absence={absence.status} className={styles.flag}>
      {labelOf(t, absence, rule)}
      <span className={visuallyHidden}>: {text}</span>
    </Badge>
  );
}

/** The council detail's sentence: the run and what it means, said plainly. */
export function AbsenceNotice({ absence, rule }: { absence: CouncilAbsence | undefined; rule: AbsenceRule }) {
  const t = useMessages(absenceMessages);
  if (!absence || absence.status === 'ok') return null;
  return (
    <p className={styles.notice} data-absence={absence.status}>
      <Badge tone={absence.status === 'penalty' ? 'danger' : 'warning'} className={styles.flag}>
        {labelOf(t, absence, rule)}
      </Badge>
      <span>{textOf(t, absence, rule)}</span>
    </p>
  );
}
