import { Link } from 'react-router-dom';
import { formatNumber, pebToKlay } from '@portal/core/format';
import { apiKeys } from '../../api/keys';
import { useApi } from '../../api/useApi';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Table } from '../../components/Table/Table';
import { agendaDetailUrl, councilDetailPath } from '../../shared/pageUrls';
import * as styles from './Delegators.css';
import { voteShown } from './voteText';
import { formatToken } from '../../shared/tokenAmount';
import { useMessages } from '../../i18n/messages';
import { useServerMessage } from '../../i18n/serverMessages';
import { delegatorMessages } from './messages';

type Address = `0x${string}`;

/** The councils an address's public-delegation shares back, and each one's vote (or absence) on every agenda. */
export function DelegatorView({ address }: { address: Address }) {
  const t = useMessages(delegatorMessages);
  const serverMessage = useServerMessage();
  const view = useApi(apiKeys.delegator(address), { revalidateOnFocus: false });
  if (view.error) {
    return (
      <div role="alert" className={styles.section}>
        <p className={styles.error}>{t('view.failed')}</p>
        <p className={styles.note}>{serverMessage(view.error)}</p>
        <Button onClick={() => void view.mutate()}>{t('view.retry')}</Button>
      </div>
    );
  }
  if (!view.data) return <div role="status" aria-label={t('view.loading')} style={{ minHeight: 240 }} />;
  const { councils, agendas } = view.data;
  const voteLabel = (shown: ReturnType<typeof voteShown>) => (shown === 'notOpen' ? t('votes.notOpen') : t('votes.choice', { choice: shown }));
  if (councils.length === 0) return <EmptyState>{t('view.empty')}</EmptyState>;
  const councilIds = [...new Set(councils.map((c) => c.council.id))];
  const nameOf = new Map(councils.map((c) => [c.council.id, c.council.name]));
  return (
    <>
      <section className={styles.section} aria-labelledby="delegator-councils">
        <h2 id="delegator-councils" className={styles.heading}>
          {t('councils.title')}
        </h2>
        <Table
          caption={t('councils.title')}
          rows={councils}
          rowKey={(row) => row.pool}
          columns={[
            { key: 'council', header: t('councils.council'), render: (row) => <Link to={councilDetailPath(row.council.id)}>{row.council.name}</Link> },
            { key: 'shares', header: t('councils.shares'), numeric: true, render: (row) => formatNumber(pebToKlay(row.shares), { decimals: 2, fixed: false }) },
            { key: 'value', header: t('councils.value'), numeric: true, render: (row) => formatToken(row.value) },
            { key: 'block', header: t('councils.block'), numeric: true, render: (row) => formatNumber(row.block) },
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby="delegator-votes">
        <h2 id="delegator-votes" className={styles.heading}>
          {t('votes.title')}
        </h2>
        {agendas.length === 0 ? (
          <EmptyState compact>{t('votes.empty')}</EmptyState>
        ) : (
          <Table
            caption={t('votes.title')}
            rows={agendas}
            rowKey={(row) => row.id}
            columns={[
              { key: 'agenda', header: t('votes.agenda'), render: (row) => <Link to={agendaDetailUrl(row.id)}>{`#${row.id} ${row.title}`}</Link> },
              ...councilIds.map((councilId) => ({
                key: `gc-${councilId}`,
                header: nameOf.get(councilId),
                render: (row: (typeof agendas)[number]) => {
                  const vote = row.votes.find((v) => v.council_id === councilId);
                  return vote?.tracked ? <span data-choice={vote.choice}>{voteLabel(voteShown(row.state, vote.choice))}</span> : <span className={styles.note}>{t('votes.notTracked')}</span>;
                },
              })),
            ]}
          />
        )}
      </section>
    </>
  );
}
