import { Link } from 'react-router-dom';
import type { CouncilRef } from '@portal/core/entities/proposal';
import { downloadPaths } from '../../api/keys';
import { AbsenceFlag } from '../../components/AbsenceFlag/AbsenceFlag';
import { Avatar } from '../../components/Avatar/Avatar';
import { DownloadLinks } from '../../components/DownloadLinks/DownloadLinks';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { countLabel, TIMES, type Unit, VOTES } from './countLabel';
import * as styles from './Agendas.css';
import { useProposalStats } from './useAgendaData';
import { EMPTY_TEXTS } from '../../components/EmptyState/emptyTexts';
import { type AbsenceLookup, useAbsenceWatch } from '../../hooks/useAbsenceWatch';

export const LEADERBOARD_NOTE = 'Data may be up to 1 day old and is collected on Singapore time (UTC+8).';

function Board({
  id,
  title,
  note,
  unit,
  entries,
  absences,
}: {
  id: string;
  title: string;
  note: string;
  unit: Unit;
  entries: { council: CouncilRef; value: number }[];
  absences: AbsenceLookup | null;
}) {
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
              <span className={styles.boardNameCell}>
                <Link to={`/GC/Detail?id=${council.id}`} className={styles.boardName}>
                  {council.name}
                </Link>
                {absences && <AbsenceFlag absence={absences.byCouncil.get(council.id)} rule={absences.rule} />}
              </span>
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
 * council's voting power (a tie ranked by staked KLAY, as the API orders it), each council with its
 * absence watch flag (KGP-31); the whole board downloads as CSV.
 */
export function LeaderboardTab() {
  const { data, error } = useProposalStats();
  const absences = useAbsenceWatch();
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
        <DownloadLinks label="Download the leaderboard" links={[{ format: 'CSV', href: downloadPaths.leaderboard() }]} />
      </div>
      <div className={styles.boards}>
        <Board id="leaderboard-participation" title="Participation" note="Agendas each member voted on" unit={TIMES} entries={participations} absences={absences} />
        <Board id="leaderboard-power" title="Voting Power" note="Votes in the latest agenda; a tie goes to the larger stake" unit={VOTES} entries={powers} absences={absences} />
      </div>
    </section>
  );
}
