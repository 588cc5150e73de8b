import { formatKoreanDate } from '../format';
import type { Lang } from './lang';

/**
 * The words the API writes into files (Atom and iCalendar feeds, CSV downloads), in English (the
 * spec's) and Korean (docs/i18n.md's glossary, the web catalogues' words for the same things). Each
 * message is one whole sentence per language with its values in place, never pieces joined, since
 * word order differs. Data (names, titles operators wrote, addresses) is passed through as stored.
 */

export { LANGS, type Lang, langPath, localePath } from './lang';

type Tally = { yes: number; no: number; abstain: number; voters: number; eligible: number };
type AgendaMoment = 'published' | 'voting_started' | 'ending_soon' | 'closed';

export type ServerText = {
  /** A UTC instant inside a sentence: "2026-11-24 06:00 UTC" / "2026.11.24 오후 3:00 UTC". */
  utcMinute: (iso: string) => string;
  tally: (t: Tally) => string;
  agendaFeed: { title: (site: string) => string; subtitle: string };
  /** An agenda's Atom entry: its title and summary for each moment. */
  agendaEntry: {
    title: (kind: AgendaMoment, a: { id: number; title: string; status: string }) => string;
    summary: (kind: AgendaMoment, a: { start: string; end: string; tally: string; canceled: boolean }) => string;
    category: Record<AgendaMoment, string>;
  };
  activityFeed: {
    title: (site: string, council: string | null) => string;
    subtitle: (council: string | null) => string;
    entryTitle: (council: string, title: string) => string;
  };
  calendar: {
    name: (site: string) => string;
    summary: (window: 'preparation' | 'voting', title: string) => string;
    agendaLine: (id: number, title: string) => string;
    statusLine: (status: string) => string;
    powerConfirmed: string;
  };
  /** A shared link's preview of an agenda's page (its snapshot's title and description: snapshots/previews.ts). */
  agendaPreview: {
    title: (a: { id: number; title: string }) => string;
    description: (a: { status: string; tally: string; end: string }) => string;
  };
  /** A shared link's preview of the GC page (its snapshot's title and description). */
  councilsPreview: { title: string; description: string };
  /** Agenda statuses as lists show them (agendaFeed.ts agendaStatus), and their result badges. */
  agendaStatus: Record<'Upcoming' | 'Ongoing' | 'Passed' | 'Rejected' | 'Undecided', string>;
  resultBadge: Record<'Ready' | 'In Progress' | 'Expired' | 'Executed', string>;
  choice: Record<'Yes' | 'No' | 'Abstain' | 'Absent', string>;
  councilStatus: Record<'Member' | 'Resigned' | 'Foundation', string>;
  absence: { atRisk: string; penalty: (days: number) => string };
  columns: {
    agendaVotes: readonly string[];
    leaderboard: (token: string) => readonly string[];
    councilList: (token: string) => readonly string[];
    treasury: (token: string) => readonly string[];
    financial: (token: string) => readonly string[];
    /** A council's month of reward data (admin-area §7.2); the times are Korea time. */
    rewards: (token: string) => readonly string[];
  };
};

const en: ServerText = {
  utcMinute: (iso) => `${iso.slice(0, 16).replace('T', ' ')} UTC`,
  tally: (t) => `Yes ${t.yes}, No ${t.no}, Abstain ${t.abstain}; ${t.voters} of ${t.eligible} councils voted.`,
  agendaFeed: { title: (site) => `${site}: agendas`, subtitle: 'Agendas published, voting started, ending within 24 hours, and closed with their result.' },
  agendaEntry: {
    title: (kind, a) =>
      ({
        published: `Agenda #${a.id} published: ${a.title}`,
        voting_started: `Agenda #${a.id} voting started: ${a.title}`,
        ending_soon: `Agenda #${a.id} voting ends within 24 hours: ${a.title}`,
        closed: `Agenda #${a.id} closed, ${a.status}: ${a.title}`,
      })[kind],
    summary: (kind, a) =>
      ({
        published: `Voting from ${a.start} to ${a.end}.`,
        voting_started: `Voting is open until ${a.end}.`,
        ending_soon: `Voting closes at ${a.end}. ${a.tally}`,
        closed: a.canceled ? `Canceled. ${a.tally}` : a.tally,
      })[kind],
    category: { published: 'published', voting_started: 'voting started', ending_soon: 'ending soon', closed: 'closed' },
  },
  activityFeed: {
    title: (site, council) => (council === null ? `${site}: council activities` : `${site}: ${council} activities`),
    subtitle: (council) => (council === null ? 'Activities posted by the governance councils.' : `Activities posted by ${council}.`),
    entryTitle: (council, title) => `${council}: ${title}`,
  },
  calendar: {
    name: (site) => `${site}: agendas`,
    summary: (window, title) => (window === 'voting' ? `Voting: ${title}` : `Preparation: ${title}`),
    agendaLine: (id, title) => `Agenda #${id}: ${title}`,
    statusLine: (status) => `Status: ${status}`,
    powerConfirmed: 'Voting power is confirmed when voting starts.',
  },
  agendaPreview: {
    title: (a) => `Agenda #${a.id}: ${a.title}`,
    description: (a) => `${a.status}. ${a.tally} Voting end: ${a.end}.`,
  },
  councilsPreview: {
    title: 'Governance Council',
    description: 'The members of the Governance Council: their staking, their latest activities and the categories they work in.',
  },
  agendaStatus: { Upcoming: 'Upcoming', Ongoing: 'Ongoing', Passed: 'Passed', Rejected: 'Rejected', Undecided: 'Undecided' },
  resultBadge: { Ready: 'Ready', 'In Progress': 'In Progress', Expired: 'Expired', Executed: 'Executed' },
  choice: { Yes: 'Yes', No: 'No', Abstain: 'Abstain', Absent: 'Absent' },
  councilStatus: { Member: 'Member', Resigned: 'Resigned', Foundation: 'Foundation' },
  absence: { atRisk: 'At risk', penalty: (days) => `No block rewards for ${days} days` },
  columns: {
    rewards: (token) => ['Date', 'From (KST)', 'To (KST)', `Proposer Reward (${token})`, `Staking Reward (${token})`, `Total Reward (${token})`, `Total Staking (${token})`, 'APY (%)'],
    agendaVotes: ['Council ID', 'Council', 'Choice', 'Voting Power', 'Weight', 'Transaction Hash'],
    leaderboard: (token) => ['Rank', 'Council ID', 'Council', 'Voting Power', `Staked (${token})`, 'Agendas Voted', 'Missed in a Row', 'Absence Watch'],
    councilList: (token) => [
      'Council ID',
      'Council',
      'Status',
      'Categories',
      'Joined (UTC)',
      'Resigned (UTC)',
      `Total Staking (${token})`,
      'APY (%)',
      'Website',
      'Missed in a Row',
      'Absence Watch',
    ],
    treasury: (token) => ['No.', 'Date (UTC)', 'Category', 'KGP', 'Project', 'Recipient', `Value (${token})`, 'Transaction Hash'],
    financial: (token) => ['Month', 'Fund', `Opening Balance (${token})`, `Inflow (${token})`, `Outflow (${token})`, `Closing Balance (${token})`],
  },
};

const ko: ServerText = {
  // "2026.11.27 오후 1:21 UTC", the web's Korean form (our own day period words: Node's ICU says "PM").
  utcMinute: (iso) => `${formatKoreanDate(iso, 'yyyy.MM.dd a h:mm', { timeZone: 'UTC' })} UTC`,
  tally: (t) => `찬성 ${t.yes}, 반대 ${t.no}, 기권 ${t.abstain}. 카운슬 ${t.eligible}곳 중 ${t.voters}곳이 투표했습니다.`,
  agendaFeed: { title: (site) => `${site}: 안건`, subtitle: '게시된 안건, 투표가 시작된 안건, 24시간 안에 투표가 끝나는 안건, 결과와 함께 종료된 안건을 알려 드립니다.' },
  agendaEntry: {
    title: (kind, a) =>
      ({
        published: `안건 #${a.id} 게시: ${a.title}`,
        voting_started: `안건 #${a.id} 투표 시작: ${a.title}`,
        ending_soon: `안건 #${a.id} 24시간 안에 투표 종료: ${a.title}`,
        closed: `안건 #${a.id} 종료, ${a.status}: ${a.title}`,
      })[kind],
    summary: (kind, a) =>
      ({
        published: `투표 기간: ${a.start}부터 ${a.end}까지.`,
        voting_started: `${a.end}까지 투표할 수 있습니다.`,
        ending_soon: `${a.end}에 투표가 끝납니다. ${a.tally}`,
        closed: a.canceled ? `취소됨. ${a.tally}` : a.tally,
      })[kind],
    category: { published: '게시', voting_started: '투표 시작', ending_soon: '곧 종료', closed: '종료' },
  },
  activityFeed: {
    title: (site, council) => (council === null ? `${site}: 카운슬 활동` : `${site}: ${council} 활동`),
    subtitle: (council) => (council === null ? '거버넌스 카운슬이 게시한 활동입니다.' : `${council}이(가) 게시한 활동입니다.`),
    entryTitle: (council, title) => `${council}: ${title}`,
  },
  calendar: {
    name: (site) => `${site}: 안건`,
    summary: (window, title) => (window === 'voting' ? `투표: ${title}` : `준비: ${title}`),
    agendaLine: (id, title) => `안건 #${id}: ${title}`,
    statusLine: (status) => `상태: ${status}`,
    powerConfirmed: '투표권은 투표가 시작될 때 확정됩니다.',
  },
  agendaPreview: {
    title: (a) => `안건 #${a.id}: ${a.title}`,
    description: (a) => `${a.status}. ${a.tally} 투표 종료: ${a.end}.`,
  },
  councilsPreview: {
    title: '거버넌스 카운슬',
    description: '거버넌스 카운슬 멤버의 스테이킹, 최근 활동과 활동 분야.',
  },
  agendaStatus: { Upcoming: '예정', Ongoing: '진행 중', Passed: '가결', Rejected: '부결', Undecided: '미결정' },
  resultBadge: { Ready: '준비됨', 'In Progress': '진행 중', Expired: '만료됨', Executed: '실행됨' },
  choice: { Yes: '찬성', No: '반대', Abstain: '기권', Absent: '불참' },
  councilStatus: { Member: '멤버', Resigned: '탈퇴', Foundation: '재단' },
  absence: { atRisk: '위험', penalty: (days) => `${days}일간 블록 보상 없음` },
  columns: {
    rewards: (token) => ['날짜', '시작(KST)', '종료(KST)', `제안자 보상(${token})`, `스테이킹 보상(${token})`, `총 보상(${token})`, `총 스테이킹(${token})`, 'APY(%)'],
    agendaVotes: ['카운슬 ID', '카운슬', '선택', '투표권', '비중', '트랜잭션 해시'],
    leaderboard: (token) => ['순위', '카운슬 ID', '카운슬', '투표권', `스테이킹 수량(${token})`, '투표한 안건', '연속 불참', '불참 감시'],
    councilList: (token) => ['카운슬 ID', '카운슬', '상태', '카테고리', '가입일(UTC)', '탈퇴일(UTC)', `총 스테이킹(${token})`, 'APY(%)', '웹사이트', '연속 불참', '불참 감시'],
    treasury: (token) => ['번호', '날짜(UTC)', '카테고리', 'KGP', '프로젝트', '수령인', `금액(${token})`, '트랜잭션 해시'],
    financial: (token) => ['월', '펀드', `기초 잔액(${token})`, `유입(${token})`, `유출(${token})`, `기말 잔액(${token})`],
  },
};

const TEXTS: Record<Lang, ServerText> = { en, ko };

export function serverText(lang: Lang = 'en'): ServerText {
  return TEXTS[lang];
}

const STATUS = /^(Upcoming|Ongoing|Passed|Rejected|Undecided)(?: \((Ready|In Progress|Expired|Executed)\))?$/;

/**
 * An agenda's status as the feed keeps it ("Passed (Executed)", agendaFeed.ts), in the language.
 * The stored feed stays in English so its fingerprints, and so its revisions, do not depend on who reads it.
 */
export function agendaStatusText(status: string, lang: Lang): string {
  const match = STATUS.exec(status);
  if (!match) return status;
  const text = serverText(lang);
  const label = text.agendaStatus[match[1] as keyof ServerText['agendaStatus']];
  return match[2] ? `${label} (${text.resultBadge[match[2] as keyof ServerText['resultBadge']]})` : label;
}

