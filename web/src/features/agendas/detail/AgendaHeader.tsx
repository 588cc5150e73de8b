import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber, pebToKlay } from '@portal/core/format';
import { AddressChip } from '../../../components/AddressChip/AddressChip';
import { Avatar } from '../../../components/Avatar/Avatar';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { Popover } from '../../../components/Popover/Popover';
import { PopoverAnchor } from '../../../components/Popover/PopoverAnchor';
import { explorerUrl } from '../../../shared/explorer/explorerUrl';
import { useServiceNetwork } from '../../../shared/explorer/serviceNetwork';
import { usePreferences } from '../../../shared/preferences/preferencesContext';
import { useDates } from '../../../i18n/dates';
import { type Translate, useMessages } from '../../../i18n/messages';
import { headerStatus } from '../agendaModel';
import { countdownText } from '../agendaText';
import { agendaMessages } from '../messages';
import { CountdownAnnouncer, countdownStep } from './CountdownAnnouncer';
import { agendaDetailMessages, type AgendaDetailKey } from './messages';
import { AgendaNumber } from '../AgendaNumber';
import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { StatusBadge } from '../StatusBadge';
import { TagList } from '../TagList';
import * as styles from './Detail.css';
import { formatToken } from '../../../shared/tokenAmount';

/** Extra links: titled ones first, untitled ones as "Link N". */
export function extraLinkRows(d: Translate<AgendaDetailKey>, links: readonly { title: string; url: string }[]): { label: string; url: string }[] {
  const titled = links.filter((l) => l.title.trim() !== '').map((l) => ({ label: l.title, url: l.url }));
  const untitled = links.filter((l) => l.title.trim() === '').map((l, i) => ({ label: d('header.link', { n: i + 1 }), url: l.url }));
  return [...titled, ...untitled];
}

function AgendaMenu({ agenda }: { agenda: ProposalDetailAnswer }) {
  const d = useMessages(agendaDetailMessages);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { explorer } = usePreferences();
  const network = useServiceNetwork();
  return (
    <PopoverAnchor className={styles.menuAnchor}>
      <Button ref={trigger} variant="ghost" iconOnly aria-label={d('header.links')} aria-expanded={open} aria-controls="agenda-menu" onClick={() => setOpen((o) => !o)}>
        <Icon name="more" size={20} />
      </Button>
      <Popover open={open} onClose={() => setOpen(false)} triggerRef={trigger} id="agenda-menu" label={d('header.links')} className={styles.menu}>
        {agenda.forumLink && (
          <a className={styles.menuItem} href={agenda.forumLink} target="_blank" rel="noopener noreferrer">
            {d('header.forum')}
            <Icon name="external" size={14} />
          </a>
        )}
        {agenda.tx_hash && (
          <a className={styles.menuItem} href={explorerUrl(explorer, network, 'tx', agenda.tx_hash)} target="_blank" rel="noopener noreferrer">
            {d('header.tx')}
            <Icon name="external" size={14} />
          </a>
        )}
      </Popover>
    </PopoverAnchor>
  );
}

function TransactionDetails({ details }: { details: ProposalDetailAnswer['categoryDetails'] }) {
  const d = useMessages(agendaDetailMessages);
  if (details.txType === 'DISBURSEMENT') {
    return (
      <dl className={styles.txTable}>
        <dt className={styles.muted}>{d('header.withdrawing')}</dt>
        <dd>
          <AddressChip address={details.withdrawingAccount} />
        </dd>
        <dt className={styles.muted}>{d('header.recipient')}</dt>
        <dd>
          <AddressChip address={details.recipientAccount} />
        </dd>
        <dt className={styles.muted}>{d('header.amount')}</dt>
        <dd>{formatToken(details.amount)}</dd>
      </dl>
    );
  }
  if (details.txType === 'CUSTOM_TRANSACTION') {
    return (
      <ol className={styles.links}>
        {details.transactionCode.map((tx, i) => (
          <li key={i}>
            <dl className={styles.txTable}>
              <dt className={styles.muted}>{d('header.target')}</dt>
              <dd>
                <AddressChip address={tx.target} />
              </dd>
              <dt className={styles.muted}>{d('header.value')}</dt>
              <dd>{formatToken(pebToKlay(tx.value))}</dd>
              <dt className={styles.muted}>{d('header.calldata')}</dt>
              <dd>
                <details className={styles.calldata}>
                  <summary>
                    <span className={styles.code}>{tx.calldata.slice(0, 10)}</span> · {d('header.bytes', { count: (tx.calldata.length - 2) / 2 })}
                  </summary>
                  <p className={styles.code}>{tx.calldata}</p>
                </details>
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    );
  }
  return null;
}

/**
 * The agenda header (public §2 "Proposal detail" 1): status, numbers, the links menu, subtitle,
 * title, categories, the voting period with its blocks, dates and countdown, the proposer (the
 * foundation for council 0), extra links and the transaction type with its details.
 */
export function AgendaHeader({ agenda }: { agenda: ProposalDetailAnswer }) {
  const t = useMessages(agendaMessages);
  const d = useMessages(agendaDetailMessages);
  const dates = useDates();
  const countdown = countdownText(t, agenda, agenda.block);
  const links = extraLinkRows(d, agenda.extraLinks);
  return (
    <section className={styles.card} aria-labelledby="agenda-title">
      <div className={styles.headTop}>
        <StatusBadge status={headerStatus(agenda)} />
        <AgendaNumber agenda={agenda} />
        {(agenda.forumLink || agenda.tx_hash) && <AgendaMenu agenda={agenda} />}
      </div>
      {agenda.subtitle && <p className={styles.subtitle}>{agenda.subtitle}</p>}
      <h2 id="agenda-title" className={styles.agendaTitle}>
        {agenda.title}
      </h2>
      <TagList tags={agenda.tags} className={styles.tags} />
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{d('header.period')}</dt>
        <dd className={`${styles.factValue} ${styles.period}`}>
          <span>{d('header.blocks', { start: formatNumber(agenda.startBlock), end: formatNumber(agenda.endBlock) })}</span>
          <span className={styles.muted}>
            <time dateTime={agenda.preparationEndDate}>{dates.header(agenda.preparationEndDate)}</time> ~{' '}
            <time dateTime={agenda.votingEndDate}>{dates.header(agenda.votingEndDate)}</time>
          </span>
          {countdown && (
            <span className={styles.countdown} data-testid="countdown">
              {countdown}
            </span>
          )}
          <CountdownAnnouncer step={countdownStep(agenda, agenda.block)} text={countdown} />
        </dd>
        <dt className={styles.factLabel}>{d('header.proposer')}</dt>
        <dd className={styles.factValue}>
          {agenda.council.id === 0 ? (
            <span className={styles.proposer}>
              <Avatar src={agenda.council.thumbnail} name={agenda.council.name} size={28} />
              {agenda.council.name}
              <Badge tone="outline">{d('header.foundation')}</Badge>
            </span>
          ) : (
            <Link to={`/GC/Detail?id=${agenda.council.id}`} className={styles.proposer}>
              <Avatar src={agenda.council.thumbnail} name={agenda.council.name} size={28} />
              {agenda.council.name}
            </Link>
          )}
        </dd>
        {links.length > 0 && (
          <>
            <dt className={styles.factLabel}>{d('header.extraLinks')}</dt>
            <dd className={styles.factValue}>
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={`${link.label}-${link.url}`}>
                    <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
                      <Icon name="link" size={16} />
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt className={styles.factLabel}>{d('header.transaction')}</dt>
        <dd className={styles.factValue}>
          <Badge tone="neutral">{d('header.txType', { type: agenda.categoryDetails.txType })}</Badge>
          <TransactionDetails details={agenda.categoryDetails} />
        </dd>
      </dl>
    </section>
  );
}
