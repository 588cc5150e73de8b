import type { Category, Council } from '../entities/council';
import type { CouncilHistory } from '../entities/councilPage';
import type { CommunityType } from '../entities/lookups';
import type { CouncilRef } from '../entities/proposal';
import { klayToPeb } from '../format';

/**
 * Council list rules (spec public §4 "Council site status", §5, §9): who is resigned, the list
 * order, the Newly Joined and Onboarding sections, search and category filters, the history.
 */

/** Admin §4.3: a disabled joined or resigned date is sent as this sentinel. */
export const SENTINEL_DATE_PREFIX = '9999-12-31';

/** Spec §9: the Newly Joined and Onboarding sections show at most 9 councils each. */
export const COUNCIL_SECTION_LIMIT = 9;

/** A real date (not absent, not the "none" sentinel). */
export function isSetDate(date: string | null | undefined): date is string {
  return typeof date === 'string' && date !== '' && !date.startsWith(SENTINEL_DATE_PREFIX);
}

export function isResigned(council: Pick<Council, 'resigned_at'>): boolean {
  return isSetDate(council.resigned_at);
}

/** The council's staked KLAY (its latest staking point), in peb for exact comparison. */
export function totalStakingPeb(council: Pick<Council, 'staking'>): bigint {
  const latest = council.staking.at(-1)?.total_staking;
  if (!latest) return 0n;
  try {
    return klayToPeb(latest);
  } catch {
    return 0n;
  }
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en') || 0;

/** Spec §9: total staking descending; resigned councils after the others, by name. Ties by name, then id. */
export function sortCouncils<T extends Council>(councils: readonly T[]): T[] {
  return [...councils].sort((a, b) => {
    const resignedA = isResigned(a);
    const resignedB = isResigned(b);
    if (resignedA !== resignedB) return resignedA ? 1 : -1;
    if (resignedA) return byName(a, b) || a.id - b.id;
    const stakeA = totalStakingPeb(a);
    const stakeB = totalStakingPeb(b);
    if (stakeA !== stakeB) return stakeA > stakeB ? -1 : 1;
    return byName(a, b) || a.id - b.id;
  });
}

/** Newly Joined: sitting councils with status New, at most 9, in the given (list) order. */
export function newlyJoinedCouncils<T extends Council>(councils: readonly T[]): T[] {
  return councils.filter((c) => c.site_conf.status === 'New' && !isResigned(c)).slice(0, COUNCIL_SECTION_LIMIT);
}

/** Onboarding: sitting councils with status OnBoarding, at most 9. */
export function onboardingCouncils<T extends Council>(councils: readonly T[]): T[] {
  return councils.filter((c) => c.site_conf.status === 'OnBoarding' && !isResigned(c)).slice(0, COUNCIL_SECTION_LIMIT);
}

/**
 * Spec §5: the search matches the name case-insensitively and is not trimmed; category 0 (or one
 * that does not exist) means all.
 */
export function filterCouncils<T extends Council>(councils: readonly T[], filter: { category: number; input: string }, categories: readonly Category[]): T[] {
  const category = categories.some((c) => c.id === filter.category) ? filter.category : 0;
  const needle = filter.input.toLowerCase();
  return councils.filter(
    (council) => (category === 0 || council.categories.some((c) => c.id === category)) && council.name.toLowerCase().includes(needle),
  );
}

/** Spec §3: the category named "etc" sorts last; the others keep their id order. */
export function sortCategories(categories: readonly Category[]): Category[] {
  const isEtc = (c: Category) => c.name.trim().toLowerCase() === 'etc';
  return [...categories].sort((a, b) => Number(isEtc(a)) - Number(isEtc(b)) || a.id - b.id);
}

/** Spec §3: the community type "Other" sorts last; the others keep their id order. */
export function sortCommunityTypes(types: readonly CommunityType[]): CommunityType[] {
  const isOther = (t: CommunityType) => t.name.trim().toLowerCase() === 'other';
  return [...types].sort((a, b) => Number(isOther(a)) - Number(isOther(b)) || a.id - b.id);
}

export function councilRef(council: Pick<Council, 'id' | 'name' | 'thumbnail'>): CouncilRef {
  return { id: council.id, name: council.name, thumbnail: council.thumbnail };
}

/** The council one of whose contracts (node, reward or staking) is `address`, any case. */
export function findCouncilByAddress<T extends Council>(councils: readonly T[], address: string): T | undefined {
  const wanted = address.toLowerCase();
  return councils.find((council) => council.contracts.some((contract) => contract.address.toLowerCase() === wanted));
}

/**
 * Spec §3 "Council history item": by date (the UTC day of joined_at / resigned_at), the councils
 * that joined and those that resigned. Drafts (no join date) and sentinel dates are left out.
 */
export function councilHistory(councils: readonly Council[]): CouncilHistory {
  const history: CouncilHistory = {};
  const entry = (date: string) => (history[date.slice(0, 10)] ??= { joined: [], resigned: [] });
  for (const council of [...councils].sort(byName)) {
    if (isSetDate(council.joined_at)) entry(council.joined_at).joined.push(councilRef(council));
    if (isSetDate(council.resigned_at)) entry(council.resigned_at).resigned.push(councilRef(council));
  }
  return history;
}

/** The history's dates, newest first. */
export function historyDates(history: CouncilHistory): string[] {
  return Object.keys(history).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

/**
 * The selector strip of the activity pages (order=act): councils with the most activities first,
 * then by name; sitting councils, plus resigned ones that still have activities to show.
 */
export function activityStrip(councils: readonly Council[], activityCounts: ReadonlyMap<number, number>): CouncilRef[] {
  return councils
    .filter((c) => !isResigned(c) || (activityCounts.get(c.id) ?? 0) > 0)
    .sort((a, b) => (activityCounts.get(b.id) ?? 0) - (activityCounts.get(a.id) ?? 0) || byName(a, b) || a.id - b.id)
    .map(councilRef);
}
