import type { AbsenceWatch, CouncilAbsence } from '../entities/absence';
import type { Council } from '../entities/council';
import type { ProposalDetail, ProposalStats } from '../entities/proposal';
import type { AgendaVotesExport } from '../entities/voteExport';
import { formatRatioPercent } from '../format';
import { type Lang, serverText } from '../i18n/serverText';
import { CHOICE_LABELS, countThresholdMet, powerThresholdMet, ProposalState, type VoteChoice } from '../rules/proposals';

/**
 * The downloads of issue 17: an agenda's votes (CSV and JSON), the leaderboard and the council list
 * (CSV), built from the precomputed views the pages read, so a file says what the page says. Rows
 * are plain cells; the API's csv() quotes and escapes them. Headers and the words in cells (a choice,
 * a status, the absence watch) are in the file's language; names stay as stored.
 */

type Cell = string | number | null;

const STATE_NAMES = Object.fromEntries(Object.entries(ProposalState).map(([name, value]) => [value, name])) as Record<number, string>;

export function agendaVotesExport(detail: ProposalDetail, block: number | null): AgendaVotesExport {
  const tally = {
    yes: detail.yesCount,
    no: detail.noCount,
    abstain: detail.abstainCount,
    votersCount: detail.votersCount,
    quorumCount: detail.quorumCount,
    quorumPower: detail.quorumPower,
  };
  return {
    agenda: {
      id: detail.id,
      proposal_id: detail.proposal_id,
      kgp: detail.kgp,
      title: detail.title,
      state: detail.state,
      state_name: STATE_NAMES[detail.state]!,
      start_block: detail.startBlock,
      end_block: detail.endBlock,
    },
    block,
    tally: {
      yes: detail.yesCount,
      no: detail.noCount,
      abstain: detail.abstainCount,
      voters: detail.votersCount,
      total_power: detail.totalVotes,
      eligible_councils: detail.eligibleNodes,
    },
    thresholds: { quorum_power: detail.quorumPower, quorum_count: detail.quorumCount, power_met: powerThresholdMet(tally), count_met: countThresholdMet(tally) },
    votes: detail.voting.map((entry) => ({
      council: { id: entry.council.id, name: entry.council.name },
      choice: CHOICE_LABELS[entry.choice as VoteChoice] as AgendaVotesExport['votes'][number]['choice'],
      power: entry.power,
      weight: formatRatioPercent(entry.power, detail.totalVotes),
      tx_hash: entry.tx_hash,
    })),
  };
}

/** The votes file's header row in the language. */
export const agendaVotesCsvColumns = (lang: Lang = 'en') => serverText(lang).columns.agendaVotes;

export function agendaVotesCsvRows(votes: AgendaVotesExport, lang: Lang = 'en'): Cell[][] {
  const words = serverText(lang).choice;
  return [[...agendaVotesCsvColumns(lang)], ...votes.votes.map((v) => [v.council.id, v.council.name, words[v.choice], v.power, v.weight, v.tx_hash])];
}

export const agendaVotesFileName = (agendaId: number, ext: 'csv' | 'json') => `agenda_${agendaId}_votes.${ext}`;

function absenceCells(absence: CouncilAbsence | undefined, watch: AbsenceWatch | null, lang: Lang): Cell[] {
  if (!absence || !watch) return ['', ''];
  const words = serverText(lang).absence;
  const label = absence.status === 'penalty' ? words.penalty(watch.rule.penalty_days) : absence.status === 'at_risk' ? words.atRisk : '';
  return [absence.missed, label];
}

/** The leaderboard download's header; amounts are in the deployment's token (networkProfile.ts). */
export const leaderboardCsvColumns = (token: string, lang: Lang = 'en') => serverText(lang).columns.leaderboard(token);

/**
 * The Vote Leader Board as one table: the voting power ranking (ties by stake, as the page ranks
 * them), then councils that voted but hold no power in the latest agenda, by participation.
 */
export function leaderboardCsvRows(stats: ProposalStats, watch: AbsenceWatch | null, token: string, lang: Lang = 'en'): Cell[][] {
  const voted = new Map(stats.participations.map((p) => [p.council.id, p.cnt]));
  const absences = new Map((watch?.councils ?? []).map((a) => [a.council.id, a]));
  const ranked = stats.voting_powers.map((p) => ({ council: p.council, votes: p.votes as Cell, staked: p.staked as Cell }));
  const powered = new Set(ranked.map((r) => r.council.id));
  const rest = stats.participations.filter((p) => !powered.has(p.council.id)).map((p) => ({ council: p.council, votes: 0 as Cell, staked: '' as Cell }));
  return [
    [...leaderboardCsvColumns(token, lang)],
    ...[...ranked, ...rest].map((r, i) => [i + 1, r.council.id, r.council.name, r.votes, r.staked, voted.get(r.council.id) ?? 0, ...absenceCells(absences.get(r.council.id), watch, lang)]),
  ];
}

export const LEADERBOARD_CSV_FILE_NAME = 'vote_leaderboard.csv';

/** The council list download's header; amounts are in the deployment's token (networkProfile.ts). */
export const councilListCsvColumns = (token: string, lang: Lang = 'en') => serverText(lang).columns.councilList(token);

/** The council list in the order given (the page's: total staking, resigned after). */
export function councilListCsvRows(councils: readonly Council[], watch: AbsenceWatch | null, token: string, lang: Lang = 'en'): Cell[][] {
  const status = serverText(lang).councilStatus;
  const absences = new Map((watch?.councils ?? []).map((a) => [a.council.id, a]));
  return [
    [...councilListCsvColumns(token, lang)],
    ...councils.map((c) => {
      const staking = c.staking.at(-1);
      return [
        c.id,
        c.name,
        status[c.site_conf.isFoundation ? 'Foundation' : c.resigned_at ? 'Resigned' : 'Member'],
        c.categories.map((category) => category.name).join('; '),
        c.joined_at?.slice(0, 10) ?? '',
        c.resigned_at?.slice(0, 10) ?? '',
        staking?.total_staking ?? '',
        staking?.apy ?? '',
        c.websites[0]?.url ?? '',
        ...absenceCells(absences.get(c.id), watch, lang),
      ];
    }),
  ];
}

export const COUNCIL_LIST_CSV_FILE_NAME = 'governance_councils.csv';
