import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { VotingEntry } from '@portal/core/entities/proposal';
import { formatNumber } from '@portal/core/format';
import { isClosed, type ProposalState } from '@portal/core/rules/proposals';
import { downloadPaths } from '../../../api/keys';
import { AbsenceFlag } from '../../../components/AbsenceFlag/AbsenceFlag';
import { AddressChip } from '../../../components/AddressChip/AddressChip';
import { Avatar } from '../../../components/Avatar/Avatar';
import { Chip } from '../../../components/Chip/Chip';
import { DownloadLinks } from '../../../components/DownloadLinks/DownloadLinks';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Icon } from '../../../components/Icon/Icon';
import { Table } from '../../../components/Table/Table';
import { Tooltip } from '../../../components/Tooltip/Tooltip';
import { useAbsenceWatch } from '../../../hooks/useAbsenceWatch';
import { COUNCIL_FILTERS, type CouncilFilter, councilRows, weightOf } from '../agendaModel';
import { ChoiceLabel } from '../ChoiceLabel';
import { ChipList } from '../ChipList';
import { useLocale, useMessages } from '../../../i18n/messages';
import { agendaBoardMessages } from '../boardMessages';
import * as styles from './Detail.css';

/**
 * The Governance Council table (public §2 "Proposal detail" 3): chips All, Yes, No, Abstain, Absent
 * with their counts; each council's choice, voting power, voting transaction and weight. The
 * foundation is not in the list (it has no voting rights; the API leaves it out). The Absent chip
 * says the word its rows say (the spec's word, on an open agenda too); on an open agenda each council
 * the absence watch flags (KGP-31) carries its flag. The votes download as CSV or JSON.
 */
export function CouncilTable({
  agendaId,
  state,
  voting,
  totalVotes,
  viewerCouncilId,
}: {
  agendaId: number;
  state: number;
  voting: readonly VotingEntry[];
  totalVotes: number;
  viewerCouncilId: number | null;
}) {
  const t = useMessages(agendaBoardMessages);
  const locale = useLocale();
  const [filter, setFilter] = useState<CouncilFilter>('all');
  const { counts, rows } = councilRows(voting, filter);
  const open = !isClosed(state as ProposalState);
  const absences = useAbsenceWatch(open);
  return (
    <section className={styles.card} aria-labelledby="council-table-title">
      <div className={styles.tableHead}>
        <div className={styles.panelTitle}>
          <h2 id="council-table-title" className={styles.tableTitle}>
            {t('table.title')}
          </h2>
          <Tooltip content={t('table.tooltip')}>
            {(describedBy) => (
              <button type="button" className={styles.infoButton} aria-label={t('table.about')} aria-describedby={describedBy}>
                <Icon name="info" size={18} />
              </button>
            )}
          </Tooltip>
        </div>
        <DownloadLinks
          label={t('table.download')}
          links={[
            { format: 'CSV', href: downloadPaths.agendaVotes(agendaId, 'csv', locale) },
            { format: 'JSON', href: downloadPaths.agendaVotes(agendaId, 'json') },
          ]}
        />
      </div>
      <ChipList label={t('table.filters')}>
        {COUNCIL_FILTERS.map((f) => (
          <li key={f.value}>
            <Chip selected={filter === f.value} onClick={() => setFilter(f.value)} data-filter={f.value}>
              {t('table.filter', { filter: f.value, count: counts[f.value] })}
            </Chip>
          </li>
        ))}
      </ChipList>
      {rows.length === 0 ? (
        <div className={styles.tableWrap}>
          <EmptyState compact>{t('empty.contents')}</EmptyState>
        </div>
      ) : (
        <Table
          caption={t('table.caption')}
          scrollLabel={t('table.caption')}
          wrapClassName={styles.tableWrap}
          className={styles.table}
          head="mutedSmall"
          stackOnMobile
          rows={rows}
          rowKey={(entry) => entry.council.id}
          rowProps={(entry) => ({ className: entry.council.id === viewerCouncilId ? styles.rowMine : undefined, 'data-council': entry.council.id })}
          columns={[
            { key: 'status', header: t('table.status'), render: (entry) => <ChoiceLabel state={state} choice={entry.choice} /> },
            {
              key: 'council',
              header: t('table.title'),
              label: t('table.name'),
              render: (entry) => (
                <span className={styles.councilWithFlag}>
                  <Link to={`/GC/Detail?id=${entry.council.id}`} className={styles.councilCell}>
                    <Avatar src={entry.council.thumbnail} name={entry.council.name} size={28} />
                    {entry.council.name}
                  </Link>
                  {absences && <AbsenceFlag absence={absences.byCouncil.get(entry.council.id)} rule={absences.rule} />}
                </span>
              ),
            },
            { key: 'power', header: t('table.power'), numeric: true, render: (entry) => formatNumber(entry.power) },
            { key: 'tx', header: t('table.tx'), className: styles.txCell, render: (entry) => (entry.tx_hash ? <AddressChip address={entry.tx_hash} target="tx" /> : <span className={styles.muted}>-</span>) },
            { key: 'weight', header: t('table.weight'), numeric: true, render: (entry) => weightOf(entry.power, totalVotes) },
          ]}
        />
      )}
    </section>
  );
}
