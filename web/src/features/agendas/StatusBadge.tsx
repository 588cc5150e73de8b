import { Badge, type BadgeProps } from '../../components/Badge/Badge';
import { useMessages } from '../../i18n/messages';
import type { BadgeTone } from './agendaModel';
import { statusText } from './agendaText';
import { agendaMessages } from './messages';

const TONES: Record<BadgeTone, BadgeProps['tone']> = {
  upcoming: 'info',
  ongoing: 'accent',
  closed: 'neutral',
  passed: 'success',
  rejected: 'danger',
  undecided: 'warning',
  resumed: 'outline',
};

/** The model's label is the spec's English; the badge says its tone in the page's language. */
export function StatusBadge({ status }: { status: { label: string; tone: BadgeTone } }) {
  const t = useMessages(agendaMessages);
  return (
    <Badge tone={TONES[status.tone]} data-status={status.tone}>
      {statusText(t, status.tone)}
    </Badge>
  );
}
