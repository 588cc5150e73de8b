import { formatNumber, formatRatioPercent } from '@portal/core/format';
import { isClosed, type ProposalState } from '@portal/core/rules/proposals';
import { Badge } from '../../../components/Badge/Badge';
import { Icon } from '../../../components/Icon/Icon';
import { useMessages } from '../../../i18n/messages';
import { choiceReading, closingMessage, resultBadge, thresholdNotices, votesPanel } from '../agendaModel';
import { choiceText, closingText, noticeText, resultText } from '../agendaText';
import { agendaDetailMessages } from './messages';
import { agendaMessages } from '../messages';
import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { VoteAction } from '../VoteAction';
import { countValues } from '../countLabel';
import * as styles from './Detail.css';

const FILL = { 1: styles.fillTone.yes, 0: styles.fillTone.no, 2: styles.fillTone.abstain } as const;

function Bar({ share, tone, minimum, label }: { share: number; tone: string; minimum?: number; label: string }) {
  return (
    <div className={styles.track} role="img" aria-label={label}>
      <span className={`${styles.fill} ${tone}`} style={{ width: `${share * 100}%` }} />
      {minimum !== undefined && <span className={styles.marker} style={{ left: `${minimum * 100}%` }} data-testid="minimum-marker" />}
    </div>
  );
}

function NoticeItem({ notice }: { notice: { tone: 'info' | 'warning' | 'state'; text: string } }) {
  const icon = notice.tone === 'warning' ? 'warning' : notice.tone === 'info' ? 'info' : 'check';
  return (
    <li className={`${styles.notice} ${styles.noticeTone[notice.tone]}`} data-notice={notice.tone}>
      <Icon name={icon} size={18} className={styles.noticeIcon[notice.tone]} />
      <span>{notice.text}</span>
    </li>
  );
}

/**
 * The votes panel (public §2 "Proposal detail" 2): Yes / No / Abstain with their share and the
 * viewer's choice, participated and total voting power, the voting rate against its minimum, GC
 * participation against its own, then the notices and the result. Closed agendas are dimmed.
 */
export function VotesPanel({ agenda, viewerChoice, viewerPower }: { agenda: ProposalDetailAnswer; viewerChoice: number; viewerPower: number | null }) {
  const t = useMessages(agendaMessages);
  const d = useMessages(agendaDetailMessages);
  const panel = votesPanel(agenda, viewerChoice);
  const minimum = formatRatioPercent(agenda.quorumPower, agenda.totalVotes);
  const closed = isClosed(agenda.state as ProposalState);
  const badge = resultBadge(agenda);
  const message = closingMessage(agenda);
  const notices = thresholdNotices(agenda);
  const dim = closed ? styles.dim : undefined;
  return (
    <section className={closed ? `${styles.card} ${styles.closedPanel}` : styles.card} aria-labelledby="votes-title" data-closed={closed}>
      <div className={styles.panelHead}>
        <h2 id="votes-title" className={styles.panelTitle}>
          {t('detail.votes')}
        </h2>
        {badge && (
          <Badge tone={badge === 'Expired' ? 'warning' : badge === 'Executed' ? 'success' : 'info'} className={styles.resultBadge} data-testid="result-badge">
            {resultText(t, badge)}
          </Badge>
        )}
      </div>
      <ul className={styles.choiceList} aria-label={d('panel.byChoice')}>
        {panel.choices.map((row) => {
          const label = choiceText(t, choiceReading(agenda, row.choice).tone);
          return (
          <li key={row.choice} className={`${styles.choiceRow} ${row.mine ? styles.choiceMine : ''}`} data-choice={row.label} data-mine={row.mine || undefined}>
            <div className={styles.choiceLine}>
              <span className={styles.choiceName}>
                {label}
                {row.mine && <span className={styles.mine}>{d('panel.yourVote')}</span>}
              </span>
              <span className={styles.choiceFigures}>
                <span data-testid={`count-${row.label}`}>{formatNumber(row.count)}</span>
                <span className={styles.choicePercent}>{row.percent}</span>
              </span>
            </div>
            <div className={dim}>
              <Bar share={row.share} tone={FILL[row.choice]} label={d('panel.choiceBar', { choice: label, percent: row.percent })} />
            </div>
          </li>
          );
        })}
      </ul>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <p className={styles.statLabel}>{d('panel.participated')}</p>
          <p className={styles.statValue} data-testid="participated-power">
            {formatNumber(panel.participated)}
          </p>
        </div>
        <div className={styles.stat}>
          <p className={styles.statLabel}>{d('panel.total')}</p>
          <p className={styles.statValue}>{formatNumber(panel.total)}</p>
        </div>
      </div>
      <div className={styles.meter}>
        <div className={styles.meterHead}>
          <span className={styles.meterLabel}>{d('panel.rate')}</span>
          <span className={styles.meterValue} data-testid="voting-rate">
            {panel.votingRate}
          </span>
        </div>
        <div className={dim}>
          <Bar share={panel.rateShare} tone={styles.fillTone.rate} minimum={panel.rateMinimum} label={d('panel.rateBar', { rate: panel.votingRate, minimum })} />
        </div>
        <p className={styles.meterNote}>
          <span>{d('panel.rateMinimum', { minimum, votes: t('count.votes', countValues(agenda.quorumPower)) })}</span>
          {panel.powerMet && <span className={styles.met}>{d('panel.met')}</span>}
        </p>
      </div>
      <div className={styles.meter}>
        <div className={styles.meterHead}>
          <span className={styles.meterLabel}>{d('panel.gc')}</span>
          <span className={styles.meterValue} data-testid="gc-participation">
            {panel.votedGc} / {panel.eligibleGc}
          </span>
        </div>
        <div className={dim}>
          <Bar share={panel.gcShare} tone={styles.fillTone.gc} minimum={panel.gcMinimum} label={d('panel.gcBar', { voted: panel.votedGc, eligible: panel.eligibleGc, minimum: agenda.quorumCount })} />
        </div>
        <p className={styles.meterNote}>
          <span>{d('panel.gcMinimum', { minimum: agenda.quorumCount })}</span>
          {panel.countMet && <span className={styles.met}>{d('panel.met')}</span>}
        </p>
      </div>
      {(notices.length > 0 || message) && (
        <ul className={styles.notices} aria-label={d('panel.notices')}>
          {notices.map((notice) => (
            <NoticeItem key={notice.text} notice={{ tone: notice.tone, text: noticeText(t, notice) }} />
          ))}
          {message && <NoticeItem notice={{ tone: 'state', text: closingText(t, message) }} />}
        </ul>
      )}
      <p className={styles.rule}>{t('notice.rule')}</p>
      <VoteAction agenda={agenda} viewerChoice={viewerChoice} power={viewerPower} className={styles.voteAction} />
    </section>
  );
}
