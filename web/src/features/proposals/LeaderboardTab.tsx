import { Link } from 'react-router-dom';
import type { CouncilRef } from '@portal/core/entities/proposal';
import { Avatar } from '../../components/Avatar/Avatar';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { countLabel, TIMES, type Unit, VOTES } from './countLabel';
import * as styles from './Proposals.css';
import { useProposalStats } from './useProposalData';
import { EMPTY_TEXTS } from '../../components/EmptyState/emptyTexts';

export const LEADERBOARD_NOTE = 'Data may be up to 1 day old and is collected on Singapore time (UTC+8).';

function Board({ id, title, note, unit, entries }: { id: string; title: string; note: string; unit: Unit; entries: { council: CouncilRef; value: number }[] }) {
  return (
    <section className={styles.board} aria-labelledby={id}>
      <h3 id={id} className={styles.boardTitle}>
        {title}
      </h3>
      <p className={styles.boardNote}>{note}</p>
      {entries.length === 0 ? (
        <EmptyState compact>{EMPTY_TEXTS.contents}</EmptyState>
      ) : (
        <ol className={styles.boardList}>
          {entries.map(({ council, value }, i) => (
            <li key={council.id} className={styles.boardItem}>
              <span className={`${styles.rank} ${i < 3 ? styles.rankTop : ''}`}>{i + 1}</span>
              <Avatar src={council.thumbnail} name={council.name} size={32} />
              <Link to={`/GC/Detail?id=${council.id}`} className={styles.boardName}>
                {council.name}
              </Link>
              <span className={styles.boardValue}>{countLabel(value, unit)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The LEADERBOARD tab, "Vote Leader Board": how many agendas each council voted on, and each
 * council's voting power (a tie ranked by staked KLAY, as the API orders it).
 */
export function LeaderboardTab() {
  const { data, error } = useProposalStats();
  if (!data && !error) return <div className={styles.fallback} aria-busy="true" />;
  const participations = (data?.participations ?? []).map((p) => ({ council: p.council, value: p.cnt }));
  const powers = (data?.voting_powers ?? []).map((p) => ({ council: p.council, value: p.votes }));
  return (
    <section className={styles.section} aria-labelledby="leaderboard-title">
      <div className={styles.sectionHead}>
        <h2 id="leaderboard-title" className={styles.sectionTitle}>
          Vote Leader Board
        </h2>
        <p className={styles.dataNote}>
          <Icon name="info" size={16} />
          {LEADERBOARD_NOTE}
        </p>
      </div>
      <div className={styles.boards}>
        <Board id="leaderboard-participation" title="Participation" note="Agendas each member voted on" unit={TIMES} entries={participations} />
        <Board id="leaderboard-power" title="Voting Power" note="Votes in the latest agenda; a tie goes to the larger stake" unit={VOTES} entries={powers} />
      </div>
    </section>
  );
}
