import { DEFAULT_SUPPLY_FIGURE } from '@portal/core/constants';
import type { ForumTopic } from '@portal/core/entities/forumTopic';
import type { MainPage } from '@portal/core/entities/mainPage';
import type { Council } from '@portal/core/entities/council';
import type { ProposalListEntry } from '@portal/core/entities/proposal';

/** What Home draws, with the spec's defaults filled in (spec §8: 1e8 for the KLAY and dollar figures, 0 GC, no topics). */
export interface HomeFigures {
  gcSize: number;
  /** KLAY, decimal string. */
  totalStaking: string;
  totalSupply: string;
  circulatingSupply: string;
  /** US dollars, decimal string. */
  marketCap: string;
}

export interface HomeData extends HomeFigures {
  topics: ForumTopic[];
  councils: Council[];
  /** The open agendas the Voting section shows: Ongoing, then Upcoming, at most HOME_AGENDAS. */
  openAgendas: ProposalListEntry[];
}

/** Home sections show 3 items (public §9 "home sections show 3 items"). */
export const HOME_AGENDAS = 3;

const DEFAULT_FIGURE = String(DEFAULT_SUPPLY_FIGURE);
const DECIMAL = /^\d+(\.\d+)?$/;

function amountOr(value: unknown): string {
  return typeof value === 'string' && DECIMAL.test(value) ? value : DEFAULT_FIGURE;
}

/** Reads a /v1/page/main answer (or its absence) into Home's figures; a missing or malformed part gets its default. */
export function toHomeData(page: Partial<MainPage> | null | undefined): HomeData {
  const network = page?.network ?? null;
  const gcSize = network && Number.isInteger(network.gc_size) && network.gc_size >= 0 ? network.gc_size : 0;
  return {
    gcSize,
    totalStaking: amountOr(network?.total_staking),
    totalSupply: amountOr(network?.total_supply),
    circulatingSupply: amountOr(network?.circulating_supply),
    marketCap: amountOr(network?.total_value),
    topics: Array.isArray(page?.topics) ? page.topics : [],
    councils: Array.isArray(page?.councils) ? page.councils : [],
    openAgendas: Array.isArray(page?.proposals) ? page.proposals.slice(0, HOME_AGENDAS) : [],
  };
}
