import { useSyncExternalStore } from 'react';

/**
 * Votes this browser cast and saw confirmed on chain, by agenda, until the API shows them (the
 * indexer runs every few seconds locally and every minute on AWS). Kept for the tab's session, so
 * a reload in between still shows the vote.
 */
// v2: the council's field is `councilId` (was `gcId`); a tab's older entries are simply not shown.
const STORAGE_KEY = 'portal:confirmedVotes:v2';
/** Past this the indexer has long caught up, or the vote is no more to be shown as pending. */
const MAX_AGE_MS = 10 * 60_000;

/** A vote the viewer's wallet cast and the chain confirmed, which the indexer may not have read yet. */
export type ConfirmedVote = { councilId: number; choice: number; power: number; txHash: string };

type Stored = ConfirmedVote & { agendaId: number; at: number };

function read(): Map<number, Stored> {
  try {
    const list = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? '[]') as Stored[];
    return new Map(list.filter((v) => Date.now() - v.at < MAX_AGE_MS).map((v) => [v.agendaId, v]));
  } catch {
    return new Map();
  }
}

let votes = read();
const listeners = new Set<() => void>();

function save() {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify([...votes.values()]));
  } catch {
    // Memory only.
  }
  for (const listener of listeners) listener();
}

export function addConfirmedVote(agendaId: number, vote: ConfirmedVote): void {
  votes = new Map(votes).set(agendaId, { ...vote, agendaId, at: Date.now() });
  save();
}

export function dropConfirmedVote(agendaId: number): void {
  if (!votes.has(agendaId)) return;
  votes = new Map(votes);
  votes.delete(agendaId);
  save();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every confirmed vote still waiting for the indexer, by agenda. */
export function useConfirmedVotes(): ReadonlyMap<number, ConfirmedVote> {
  return useSyncExternalStore(subscribe, () => votes, () => votes);
}
