import type { Council } from '@portal/core/entities/council';
import { formatPercent } from '@portal/core/format';
import { lazy, Suspense, useState } from 'react';
import { AbsenceNotice } from '../../components/AbsenceFlag/AbsenceFlag';
import { AddressChip } from '../../components/AddressChip/AddressChip';
import { Avatar } from '../../components/Avatar/Avatar';
import { Icon } from '../../components/Icon/Icon';
import { useAbsenceWatch } from '../../hooks/useAbsenceWatch';
import { addressGroups, initialContract, type AddressRow } from './addressGroups';
import { CategoryTags, StatusBadges } from './CouncilCard';
import * as styles from './CouncilDetail.css';
import { twoColumns } from '../../styles/columns.css';
import { communityLinks, websiteLinks } from './profileLinks';
import { StakeBreakdown } from './StakeBreakdown';
import { TransactionHistory } from './TransactionHistory';
import { formatToken } from '../../shared/tokenAmount';
import { useMessages, type Translate } from '../../i18n/messages';
import { councilMessages, type CouncilKey } from './messages';

// The markdown renderer is a chunk of its own (about 47 kB gzip): the detail's first load stays in
// its budget, and the description follows a moment later.
const MarkdownText = lazy(() => import('../../components/Markdown/Markdown').then((m) => ({ default: m.MarkdownText })));

/** A row's name: its group's, numbered when the group has several ("Staking 2"). */
function rowLabel(t: Translate<CouncilKey>, row: AddressRow): string {
  const group = t(`addresses.${row.type}`);
  return row.number === null ? group : t('addresses.numbered', { label: group, number: row.number });
}

const versionText = (t: Translate<CouncilKey>, row: AddressRow) => t('addresses.version', { version: row.version });

/** The council's card (public §2 GC detail; the admin information card shows the same). */
export function ProfileCard({ council }: { council: Council }) {
  const t = useMessages(councilMessages);
  const communities = communityLinks(council.communities);
  const websites = websiteLinks(council.websites);
  const staking = council.staking.at(-1);
  const onboarding = council.site_conf.status === 'OnBoarding';
  // The absence watch (KGP-31): only councils with a vote have one; the foundation has none.
  const absences = useAbsenceWatch(!council.site_conf.isFoundation);
  return (
    <section className={styles.profile({ highlighted: council.site_conf.status === 'New' })} aria-labelledby="gc-name">
      <div className={styles.profileHead}>
        <Avatar src={council.thumbnail} name={council.name} size={88} />
        <div className={styles.profileIdentity}>
          <div className={styles.nameRow}>
            <h2 id="gc-name" className={styles.name}>
              {council.name}
            </h2>
            <StatusBadges council={{ ...council, activity: null }} />
          </div>
          <CategoryTags categories={council.categories} />
          {council.summary && <p className={styles.summary}>{council.summary}</p>}
          {absences && <AbsenceNotice absence={absences.byCouncil.get(council.id)} rule={absences.rule} />}
        </div>
      </div>
      <div className={styles.profileFoot}>
        {(communities.length > 0 || websites.length > 0) && (
          <ul className={styles.links} aria-label={t('profile.links')}>
            {communities.map((link, i) => (
              <li key={`c-${i}`}>
                <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer" title={link.kind}>
                  {link.thumbnail ? <img src={link.thumbnail} alt="" width={18} height={18} className={styles.linkIcon} /> : <Icon name="link" size={16} />}
                  {link.label ?? t('profile.otherLink')}
                </a>
              </li>
            ))}
            {websites.map((link, i) => (
              <li key={`w-${i}`}>
                <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
                  <Icon name="globe" size={16} />
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        {!onboarding && staking && (
          <dl className={styles.figures}>
            <div>
              <dt>{t('card.totalStaking')}</dt>
              <dd>{formatToken(staking.total_staking, { decimals: 0 })}</dd>
            </div>
            <div>
              <dt>{t('card.apy')}</dt>
              <dd>{formatPercent(staking.apy)}</dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}

/**
 * The addresses grouped as Node, Reward, Staking with their version chips. Without `onSelect` (the
 * admin information card, which has no transaction history) the rows only show.
 */
export function Addresses({ council, selected = null, onSelect }: { council: Council; selected?: string | null; onSelect?: (address: string) => void }) {
  const t = useMessages(councilMessages);
  const groups = addressGroups(council.contracts);
  return (
    <section className={styles.panel} aria-labelledby="gc-addresses">
      <h2 id="gc-addresses" className={styles.panelTitle}>
        {t('addresses.title')}
      </h2>
      {groups.length === 0 && <p className={styles.muted}>-</p>}
      {groups.map((group) => (
        <div key={group.type} className={styles.group}>
          <h3 className={styles.groupTitle}>{t(`addresses.${group.type}`)}</h3>
          <ul className={styles.addressList}>
            {group.rows.map((row) => (
              <li key={`${row.type}-${row.address}`} className={styles.addressRow({ selected: row.address === selected })}>
                {onSelect ? (
                  <button
                    type="button"
                    className={styles.selectButton}
                    aria-pressed={row.address === selected}
                    aria-label={t('addresses.select', { label: row.type === 'staking' ? t('addresses.withVersion', { label: rowLabel(t, row), version: versionText(t, row) }) : rowLabel(t, row) })}
                    onClick={() => onSelect(row.address)}
                  >
                    <span className={styles.radio} aria-hidden="true" />
                    <span className={styles.rowLabel}>{rowLabel(t, row)}</span>
                    {row.type === 'staking' && <span className={styles.version({ solid: row.version > 1 })}>{versionText(t, row)}</span>}
                  </button>
                ) : (
                  <span className={styles.selectButton}>
                    <span className={styles.rowLabel}>{rowLabel(t, row)}</span>
                    {row.type === 'staking' && <span className={styles.version({ solid: row.version > 1 })}>{versionText(t, row)}</span>}
                  </span>
                )}
                <AddressChip address={row.address} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** The council's description, rendered from markdown. */
export function Description({ council }: { council: Pick<Council, 'description'> }) {
  const t = useMessages(councilMessages);
  return (
    <section className={styles.panel} aria-labelledby="gc-description">
      <h2 id="gc-description" className={styles.panelTitle}>
        {t('description.title')}
      </h2>
      {council.description ? (
        <Suspense fallback={<div aria-busy="true" className={styles.descriptionPlaceholder} />}>
          <MarkdownText>{council.description}</MarkdownText>
        </Suspense>
      ) : (
        <p className={styles.muted}>-</p>
      )}
    </section>
  );
}

/** The GC detail body: profile, foundation notice, addresses, description and the chosen contract's transactions. */
export function CouncilDetail({ council, requestedAddress }: { council: Council; requestedAddress: string | null }) {
  const t = useMessages(councilMessages);
  const [selected, setSelected] = useState(() => initialContract(council.contracts, requestedAddress));
  const selectedRow = addressGroups(council.contracts)
    .flatMap((g) => g.rows)
    .find((r) => r.address === selected);
  return (
    <div className={styles.body}>
      <ProfileCard council={council} />
      {council.site_conf.isFoundation && (
        <p className={styles.notice} role="note">
          <Icon name="info" size={18} />
          {t('detail.foundationNotice')}
        </p>
      )}
      {council.stake && <StakeBreakdown stake={council.stake} />}
      <div className={twoColumns}>
        <Addresses council={council} selected={selected} onSelect={setSelected} />
        <Description council={council} />
      </div>
      <TransactionHistory address={selected} label={selectedRow ? (selectedRow.type === 'staking' ? t('transactions.target', { label: rowLabel(t, selectedRow), version: versionText(t, selectedRow) }) : rowLabel(t, selectedRow)) : ''} />
    </div>
  );
}
