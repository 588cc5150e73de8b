import { Link } from 'react-router-dom';
import type { ProposalCard as AgendaCardData } from '@portal/core/entities/proposal';
import { ProposalState } from '@portal/core/rules/proposals';
import { Icon } from '../../components/Icon/Icon';
import { useDates } from '../../i18n/dates';
import { useMessages } from '../../i18n/messages';
import { headerStatus } from './agendaModel';
import { blockLineText, timeLeftText } from './agendaText';
import { agendaMessages } from './messages';
import { AgendaNumber } from './AgendaNumber';
import * as styles from './Agendas.css';
import { agendaDetailUrl } from '../../shared/pageUrls';
import { StatusBadge } from './StatusBadge';
import { TagList } from './TagList';
import { VoteAction } from './VoteAction';

/**
 * One agenda as a card (public §4 "Card header"): Upcoming, Ongoing or Closed; the block it starts
 * at with the estimated date, the block it runs until with the time left and the Vote button, or the
 * block it closed at with the date.
 */
export function AgendaCard({ proposal, headBlock, viewerChoice }: { proposal: AgendaCardData; headBlock: number | null; viewerChoice: number }) {
  const titleId = `agenda-${proposal.id}-title`;
  const t = useMessages(agendaMessages);
  const dates = useDates();
  const left = timeLeftText(t, proposal, headBlock);
  const date = proposal.state === ProposalState.Pending ? proposal.preparationEndDate : proposal.votingEndDate;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-agenda={proposal.id}>
      <div className={styles.cardTop}>
        <StatusBadge status={headerStatus(proposal)} />
        <AgendaNumber agenda={proposal} />
      </div>
      <h3 id={titleId} className={styles.cardTitle}>
        <Link to={agendaDetailUrl(proposal.id)} className={styles.cardLink}>
          {proposal.title}
        </Link>
      </h3>
      {proposal.subtitle && <p className={styles.subtitle}>{proposal.subtitle}</p>}
      <TagList tags={proposal.tags} />
      <div className={styles.cardFoot}>
        <p className={styles.blockLine}>{blockLineText(t, proposal)}</p>
        <div className={styles.cardMeta}>
          <span className={styles.when}>
            <Icon name="clock" size={14} />
            {left ?? <time dateTime={date}>{proposal.state === ProposalState.Pending ? t('card.estimated', { date: dates.proposal(date) }) : dates.proposal(date)}</time>}
          </span>
          <VoteAction agenda={proposal} viewerChoice={viewerChoice} className={styles.raised} />
        </div>
      </div>
    </article>
  );
}
