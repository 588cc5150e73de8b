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
import { EMPTY_TEXTS } from '../../../components/EmptyState/emptyTexts';
import * as styles from './Detail.css';

export const COUNCIL_TABLE_TOOLTIP =
  'The list reflects the time the preparation period began. Voting power may change during the preparation period and is confirmed when voting starts.';

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
  const [filter, setFilter] = useState<CouncilFilter>('all');
  const { counts, rows } = councilRows(voting, filter);
  const open = !isClosed(state as ProposalState);
  const absences = useAbsenceWatch(open);
  return (
    <section className={styles.card} aria-labelledby="council-table-title">
      <div className={styles.tableHead}>
        <div className={styles.panelTitle}>
          <h2 id="council-table-title" className={styles.tableTitle}>
            Governance Council
          </h2>
          <Tooltip content={COUNCIL_TABLE_TOOLTIP}>
            {(describedBy) => (
              <button type="button" className={styles.infoButton} aria-label="About this list" aria-describedby={describedBy}>
                <Icon name="info" size={18} />
              </button>
            )}
          </Tooltip>
        </div>
        <DownloadLinks
          label="Download the votes"
          links={[
            { format: 'CSV', href: downloadPaths.agendaVotes(agendaId, 'csv') },
            { format: 'JSON', href: downloadPaths.agendaVotes(agendaId, 'json') },
          ]}
        />
      </div>
      <ChipList label="Filter by choice">
        {COUNCIL_FILTERS.map((f) => (
          <li key={f.value}>
            <Chip selected={filter === f.value} onClick={() => setFilter(f.value)} data-filter={f.value}>
              {f.label} {counts[f.value]}
            </Chip>
          </li>
        ))}
      </ChipList>
      {rows.length === 0 ? (
        <div className={styles.tableWrap}>
          <EmptyState compact>{EMPTY_TEXTS.contents}</EmptyState>
        </div>
      ) : (
        <Table
          caption="Governance Council votes"
          scrollLabel="Governance Council votes"
          wrapClassName={styles.tableWrap}
          className={styles.table}
          head="mutedSmall"
          stackOnMobile
          rows={rows}
          rowKey={(entry) => entry.council.id}
          rowProps={(entry) => ({ className: entry.council.id === viewerCouncilId ? styles.rowMine : undefined, 'data-council': entry.council.id })}
          columns={[
            { key: 'status', header: 'Status', render: (entry) => <ChoiceLabel state={state} choice={entry.choice} /> },
            {
              key: 'council',
              header: 'Governance Council',
              label: 'Name',
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
            { key: 'power', header: 'Voting Power', numeric: true, render: (entry) => formatNumber(entry.power) },
            { key: 'tx', header: 'Voting TX', className: styles.txCell, render: (entry) => (entry.tx_hash ? <AddressChip address={entry.tx_hash} target="tx" /> : <span className={styles.muted}>-</span>) },
            { key: 'weight', header: 'Weight', numeric: true, render: (entry) => weightOf(entry.power, totalVotes) },
          ]}
        />
      )}
    </section>
  );
}
