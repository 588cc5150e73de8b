import { Badge, type BadgeProps } from '../../components/Badge/Badge';
import type { BadgeTone } from './agendaModel';

const TONES: Record<BadgeTone, BadgeProps['tone']> = {
  upcoming: 'info',
  ongoing: 'accent',
  closed: 'neutral',
  passed: 'success',
  rejected: 'danger',
  undecided: 'warning',
  resumed: 'outline',
};

export function StatusBadge({ status }: { status: { label: string; tone: BadgeTone } }) {
  return (
    <Badge tone={TONES[status.tone]} data-status={status.tone}>
      {status.label}
    </Badge>
  );
}
