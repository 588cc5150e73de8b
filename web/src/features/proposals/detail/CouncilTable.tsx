import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { VotingEntry } from '@portal/core/entities/proposal';
import { formatNumber } from '@portal/core/format';
import { AddressChip } from '../../../components/AddressChip/AddressChip';
import { Avatar } from '../../../components/Avatar/Avatar';
import { Chip } from '../../../components/Chip/Chip';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Icon } from '../../../components/Icon/Icon';
import { Table } from '../../../components/Table/Table';
import { Tooltip } from '../../../components/Tooltip/Tooltip';
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
 * foundation is not in the list (it has no voting rights; the API leaves it out).
 */
export function CouncilTable({ state, voting, totalVotes, viewerGcId }: { state: number; voting: readonly VotingEntry[]; totalVotes: number; viewerGcId: number | null }) {
  const [filter, setFilter] = useState<CouncilFilter>('all');
  const { counts, rows } = councilRows(voting, filter);
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
          rowProps={(entry) => ({ className: entry.council.id === viewerGcId ? styles.rowMine : undefined, 'data-council': entry.council.id })}
          columns={[
            { key: 'status', header: 'Status', render: (entry) => <ChoiceLabel state={state} choice={entry.choice} /> },
            {
              key: 'council',
              header: 'Governance Council',
              label: 'Name',
              render: (entry) => (
                <Link to={`/GC/Detail?id=${entry.council.id}`} className={styles.councilCell}>
                  <Avatar src={entry.council.thumbnail} name={entry.council.name} size={28} />
                  {entry.council.name}
                </Link>
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
