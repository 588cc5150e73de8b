import { Link } from 'react-router-dom';
import type { CouncilRef } from '@portal/core/entities/proposal';
import { downloadPaths } from '../../api/keys';
import { AbsenceFlag } from '../../components/AbsenceFlag/AbsenceFlag';
import { Avatar } from '../../components/Avatar/Avatar';
import { DownloadLinks } from '../../components/DownloadLinks/DownloadLinks';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import * as styles from './Agendas.css';
import { useProposalStats } from './useAgendaData';
import { useLocale, useMessages } from '../../i18n/messages';
import { agendaBoardMessages } from './boardMessages';
import { countValues } from './countLabel';
import { type AbsenceLookup, useAbsenceWatch } from '../../hooks/useAbsenceWatch';

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
  unit: 'count.times' | 'count.votes';
  entries: { council: CouncilRef; value: number }[];
  absences: AbsenceLookup | null;
}) {
  const t = useMessages(agendaBoardMessages);
  return (
    <section className={styles.board} aria-labelledby={id}>
      <h3 id={id} className={styles.boardTitle}>
        {title}
      </h3>
      <p className={styles.boardNote}>{note}</p>
      {entries.length === 0 ? (
        <EmptyState compact>{t('empty.contents')}</EmptyState>
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
              <span className={styles.boardValue}>{t(unit, countValues(value))}</span>
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
  const locale = useLocale();
  const t = useMessages(agendaBoardMessages);
  const { data, error } = useProposalStats();
  const absences = useAbsenceWatch();
  if (!data && !error) return <div className={styles.fallback} aria-busy="true" />;
  const participations = (data?.participations ?? []).map((p) => ({ council: p.council, value: p.cnt }));
  const powers = (data?.voting_powers ?? []).map((p) => ({ council: p.council, value: p.votes }));
  return (
    <section className={styles.section} aria-labelledby="leaderboard-title">
      <div className={styles.sectionHead}>
        <h2 id="leaderboard-title" className={styles.sectionTitle}>
          {t('leaderboard.title')}
        </h2>
        <p className={styles.dataNote}>
          <Icon name="info" size={16} />
          {t('leaderboard.note')}
        </p>
        <DownloadLinks label={t('leaderboard.download')} links={[{ format: 'CSV', href: downloadPaths.leaderboard(locale) }]} />
      </div>
      <div className={styles.boards}>
        <Board id="leaderboard-participation" title={t('leaderboard.participation')} note={t('leaderboard.participationNote')} unit="count.times" entries={participations} absences={absences} />
        <Board id="leaderboard-power" title={t('leaderboard.power')} note={t('leaderboard.powerNote')} unit="count.votes" entries={powers} absences={absences} />
      </div>
    </section>
  );
}
