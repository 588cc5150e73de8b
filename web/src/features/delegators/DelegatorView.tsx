import { Link } from 'react-router-dom';
import { formatNumber, pebToKlay } from '@portal/core/format';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Table } from '../../components/Table/Table';
import { agendaDetailUrl, councilDetailPath } from '../../shared/pageUrls';
import * as styles from './Delegators.css';
import { voteText } from './voteText';
import { formatToken } from '../../shared/tokenAmount';

export const DELEGATOR_TEXT = {
  loading: 'Loading the delegator view',
  failed: 'The delegator view could not be loaded.',
  retry: 'Try again',
  empty: "This address holds no shares in any council's public delegation.",
  councils: 'Councils backed',
  votes: 'How they voted',
  notTracked: 'Not a voter',
  noAgenda: 'No agenda yet.',
} as const;

type Address = `0x${string}`;

/** The councils an address's public-delegation shares back, and each one's vote (or absence) on every agenda. */
export function DelegatorView({ address }: { address: Address }) {
  const view = useApi(apiKeys.delegator(address), { revalidateOnFocus: false });
  if (view.error) {
    return (
      <div role="alert" className={styles.section}>
        <p className={styles.error}>{DELEGATOR_TEXT.failed}</p>
        <p className={styles.note}>{view.error.message}</p>
        <Button onClick={() => void view.mutate()}>{DELEGATOR_TEXT.retry}</Button>
      </div>
    );
  }
  if (!view.data) return <div role="status" aria-label={DELEGATOR_TEXT.loading} style={{ minHeight: 240 }} />;
  const { councils, agendas } = view.data;
  if (councils.length === 0) return <EmptyState>{DELEGATOR_TEXT.empty}</EmptyState>;
  const councilIds = [...new Set(councils.map((c) => c.council.id))];
  const nameOf = new Map(councils.map((c) => [c.council.id, c.council.name]));
  return (
    <>
      <section className={styles.section} aria-labelledby="delegator-councils">
        <h2 id="delegator-councils" className={styles.heading}>
          {DELEGATOR_TEXT.councils}
        </h2>
        <Table
          caption={DELEGATOR_TEXT.councils}
          rows={councils}
          rowKey={(row) => row.pool}
          columns={[
            { key: 'council', header: 'Council', render: (row) => <Link to={councilDetailPath(row.council.id)}>{row.council.name}</Link> },
            { key: 'shares', header: 'Shares', numeric: true, render: (row) => formatNumber(pebToKlay(row.shares), { decimals: 2, fixed: false }) },
            { key: 'value', header: 'Value', numeric: true, render: (row) => formatToken(row.value) },
            { key: 'block', header: 'At block', numeric: true, render: (row) => formatNumber(row.block) },
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby="delegator-votes">
        <h2 id="delegator-votes" className={styles.heading}>
          {DELEGATOR_TEXT.votes}
        </h2>
        {agendas.length === 0 ? (
          <EmptyState compact>{DELEGATOR_TEXT.noAgenda}</EmptyState>
        ) : (
          <Table
            caption={DELEGATOR_TEXT.votes}
            rows={agendas}
            rowKey={(row) => row.id}
            columns={[
              { key: 'agenda', header: 'Agenda', render: (row) => <Link to={agendaDetailUrl(row.id)}>{`#${row.id} ${row.title}`}</Link> },
              ...councilIds.map((councilId) => ({
                key: `gc-${councilId}`,
                header: nameOf.get(councilId),
                render: (row: (typeof agendas)[number]) => {
                  const vote = row.votes.find((v) => v.council_id === councilId);
                  return vote?.tracked ? <span data-choice={vote.choice}>{voteText(row.state, vote.choice)}</span> : <span className={styles.note}>{DELEGATOR_TEXT.notTracked}</span>;
                },
              })),
            ]}
          />
        )}
      </section>
    </>
  );
}
