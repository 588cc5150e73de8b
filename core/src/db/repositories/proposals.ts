import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type AbsenceWatch, AbsenceWatchSchema } from '../../entities/absence';
import type { AgendaFeed } from '../../entities/feed';
import {
  type CouncilVotes,
  CouncilVotesSchema,
  type ProposalChain,
  ProposalChainSchema,
  type ProposalCreated,
  ProposalCreatedSchema,
  type ProposalDetail,
  type ProposalLifecycle,
  ProposalLifecycleSchema,
  ProposalDetailSchema,
  type ProposalList,
  ProposalListSchema,
  type ProposalMetadata,
  ProposalMetadataSchema,
  ProposalStatsSchema,
  type VoteCast,
  VoteCastSchema,
} from '../../entities/proposal';
import type { ProposalViews } from '../../views/proposalViews';
import { batchGet, transactWrite, putFromSource, queryPrefix, type RawItem } from '../batch';
import type { Db } from '../client';
import { getData, type StoredItem } from '../items';
import { ENTITY, type ItemKey, keys } from '../keys';
import { PROJECTION_VERSION, projectionVersionOf } from '../projectionVersions';
import { agendaFeedItem, getAgendaFeed } from './feeds';

/**
 * Proposals: the events the indexer copies from the chain, its projection of each proposal, the
 * operators' metadata, and the public views the API serves. Named after the access patterns.
 */

function item<T>(key: ItemKey, entity: string, data: T, extra: Record<string, unknown> = {}): RawItem {
  return { ...key, entity, v: 1, data, ...extra } satisfies StoredItem<T>;
}

/** The log an event item came from: block, log index and transaction, in chain order. */
export function eventSource(event: { block: number; log_index: number; tx_hash: string }): string {
  return `${String(event.block).padStart(16, '0')}#${String(event.log_index).padStart(6, '0')}#${event.tx_hash}`;
}

// ---------------------------------------------------------------- events (indexer)

/**
 * Records ProposalCreated, VoteCast and lifecycle (canceled, queued, executed) events; replaying
 * the same logs writes nothing again. A proposal's creation is written before its other events, so
 * a proposal without a stored ProposalCreated has no stored event at all: given the ids whose
 * creation the table held when the caller loaded it (`storedProposalIds`), the events of every
 * other proposal are written without reading or conditions. Returns how many items were written.
 */
export async function putGovernanceEvents(
  db: Db,
  events: { created: ProposalCreated[]; votes: VoteCast[]; lifecycle?: ProposalLifecycle[] },
  { storedProposalIds }: { storedProposalIds?: ReadonlySet<number> } = {},
): Promise<number> {
  const isNew = storedProposalIds ? (event: RawItem) => !storedProposalIds.has((event.data as { proposal_id: number }).proposal_id) : undefined;
  return putFromSource(
    db,
    [
      ...events.created.map((e) => ({
        ...item(keys.proposalCreated(e.proposal_id), ENTITY.proposalCreated, ProposalCreatedSchema.parse(e)),
        src: eventSource(e),
      })),
      ...events.votes.map((e) => ({
        ...item(keys.proposalVote(e.proposal_id, e.gc_id), ENTITY.voteCast, VoteCastSchema.parse(e)),
        src: eventSource(e),
      })),
      ...(events.lifecycle ?? []).map((e) => ({
        ...item(keys.proposalLifecycle(e.proposal_id, e.kind), ENTITY.proposalLifecycle, ProposalLifecycleSchema.parse(e)),
        src: eventSource(e),
      })),
    ],
    { ...(isNew ? { isNew } : {}) },
  );
}

/** The on-chain ids of every proposal the indexer has seen created. */
export async function listProposalIds(db: Db): Promise<number[]> {
  const { pk, skPrefix } = keys.proposalCreatedPrefix();
  const items = await queryPrefix(db, pk, skPrefix, { projection: ['sk'] });
  return items.map((i) => Number(i.sk.slice(skPrefix.length)));
}

export async function getProposalsCreated(db: Db, proposalIds: number[]): Promise<ProposalCreated[]> {
  const items = await batchGet(db, proposalIds.map(keys.proposalCreated));
  return items.map((i) => ProposalCreatedSchema.parse(i.data)).sort((a, b) => a.proposal_id - b.proposal_id);
}

/** The votes cast on one proposal, by council. */
export async function listVotesOfProposal(db: Db, proposalId: number): Promise<VoteCast[]> {
  const { pk, skPrefix } = keys.proposalVotePrefix(proposalId);
  return (await queryPrefix(db, pk, skPrefix)).map((i) => VoteCastSchema.parse(i.data));
}

/** The canceled, queued and executed events of one proposal (each at most once). */
export async function listLifecycleOfProposal(db: Db, proposalId: number): Promise<ProposalLifecycle[]> {
  const { pk, skPrefix } = keys.proposalLifecyclePrefix(proposalId);
  return (await queryPrefix(db, pk, skPrefix)).map((i) => ProposalLifecycleSchema.parse(i.data));
}

// ---------------------------------------------------------------- projections (indexer)

export async function listProposalChains(db: Db): Promise<ProposalChain[]> {
  const { pk, skPrefix } = keys.proposalChainPrefix();
  return (await queryPrefix(db, pk, skPrefix)).map((i) => ProposalChainSchema.parse(i.data));
}

export function getProposalChain(db: Db, proposalId: number): Promise<ProposalChain | null> {
  return getData(db, keys.proposalChain(proposalId), ProposalChainSchema);
}

/** Each stored projection's version (`pv`), by on-chain id: what the indexer compares with its own. */
export async function listProposalChainVersions(db: Db): Promise<Map<number, number>> {
  const { pk, skPrefix } = keys.proposalChainPrefix();
  const items = await queryPrefix(db, pk, skPrefix, { projection: ['sk', 'pv'] });
  return new Map(items.map((i) => [Number(i.sk.slice(skPrefix.length)), projectionVersionOf(i)]));
}

/** Writes projections made by this code: each carries the current projection version. */
export async function putProposalChains(db: Db, chains: ProposalChain[]): Promise<void> {
  await transactWrite(db, {
    put: chains.map((c) => item(keys.proposalChain(c.proposal_id), ENTITY.proposalChain, ProposalChainSchema.parse(c), { pv: PROJECTION_VERSION.proposalChain })),
  });
}

// ---------------------------------------------------------------- metadata (operators)

export async function listProposalMetadata(db: Db): Promise<ProposalMetadata[]> {
  const { pk, skPrefix } = keys.proposalMetadataPrefix();
  return (await queryPrefix(db, pk, skPrefix)).map((i) => ProposalMetadataSchema.parse(i.data));
}

export function getProposalMetadata(db: Db, proposalId: number): Promise<ProposalMetadata | null> {
  return getData(db, keys.proposalMetadata(proposalId), ProposalMetadataSchema);
}

export async function putProposalMetadata(db: Db, metadata: ProposalMetadata): Promise<void> {
  const data = ProposalMetadataSchema.parse(metadata);
  await db.doc.send(new PutCommand({ TableName: db.tableName, Item: item(keys.proposalMetadata(data.proposal_id), ENTITY.proposalMetadata, data) }));
}

/** Writes metadata unless operators already wrote some for that proposal; true when written. */
export async function putProposalMetadataIfAbsent(db: Db, metadata: ProposalMetadata): Promise<boolean> {
  const data = ProposalMetadataSchema.parse(metadata);
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: item(keys.proposalMetadata(data.proposal_id), ENTITY.proposalMetadata, data),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

// ---------------------------------------------------------------- public views (API)

export function getProposalList(db: Db): Promise<ProposalList | null> {
  return getData(db, keys.proposalList(), ProposalListSchema);
}

export function getProposalDetail(db: Db, agendaId: number): Promise<ProposalDetail | null> {
  return getData(db, keys.proposalDetail(agendaId), ProposalDetailSchema);
}

/** Several details in one request, in the order asked (for a page of list cards). */
export async function getProposalDetails(db: Db, agendaIds: number[]): Promise<ProposalDetail[]> {
  if (agendaIds.length === 0) return [];
  const byId = new Map(
    (await batchGet(db, agendaIds.map(keys.proposalDetail))).map((i) => {
      const detail = ProposalDetailSchema.parse(i.data);
      return [detail.id, detail] as const;
    }),
  );
  return agendaIds.flatMap((id) => byId.get(id) ?? []);
}

export function getCouncilVotes(db: Db, councilId: number): Promise<CouncilVotes | null> {
  return getData(db, keys.councilVotes(councilId), CouncilVotesSchema);
}

/** The list and the council votes of one council in one request. */
export async function getProposalListWithCouncilVotes(db: Db, councilId: number): Promise<{ list: ProposalList | null; votes: CouncilVotes | null }> {
  const listKey = keys.proposalList();
  const items = await batchGet(db, [listKey, keys.councilVotes(councilId)]);
  const list = items.find((i) => i.sk === listKey.sk);
  const votes = items.find((i) => i.sk !== listKey.sk);
  return {
    list: list ? ProposalListSchema.parse(list.data) : null,
    votes: votes ? CouncilVotesSchema.parse(votes.data) : null,
  };
}

/** The absence watch (KGP-31); null before the governance job first built the views. */
export function getAbsenceWatch(db: Db): Promise<AbsenceWatch | null> {
  return getData(db, keys.absenceWatch(), AbsenceWatchSchema);
}

/** Of the data and the version of the code that built it: a new version rewrites every view once. */
function fingerprint(data: unknown, pv: number): string {
  return createHash('sha256').update(JSON.stringify({ pv, data })).digest('base64url').slice(0, 22);
}

const VIEW_PREFIXES = [keys.proposalDetailPrefix().skPrefix, keys.councilVotesPrefix().skPrefix];

/** Sort key → fingerprint of every stored view (what putProposalViews compares against). */
export async function listProposalViewFingerprints(db: Db): Promise<Map<string, string>> {
  const pk = keys.proposalList().pk;
  const found = await Promise.all(
    [keys.proposalList().sk, keys.proposalStats().sk, keys.absenceWatch().sk, ...VIEW_PREFIXES].map((prefix) => queryPrefix(db, pk, prefix, { projection: ['sk', 'fp'] })),
  );
  return new Map(found.flat().map((i) => [i.sk, String(i.fp)]));
}

/**
 * Replaces the public views (list, details, council votes, leaderboard, absence watch): writes those whose content
 * changed (each view item carries a fingerprint of its data) and deletes those that no longer exist
 * (an agenda renumbered). `existing` saves reading the fingerprints when the caller already has them.
 * The agenda feed follows the list, in the same transactions (`previousFeed`: the stored feed, when
 * the caller already read it); `now` is the data's time (the indexed block's when known).
 */
export async function putProposalViews(
  db: Db,
  views: ProposalViews,
  existing?: Map<string, string>,
  now: Date = new Date(),
  previousFeed?: AgendaFeed | null,
): Promise<{ written: number; deleted: number }> {
  const desired = [
    item(keys.proposalList(), ENTITY.proposalList, ProposalListSchema.parse(views.list)),
    item(keys.proposalStats(), ENTITY.proposalStats, ProposalStatsSchema.parse(views.stats)),
    item(keys.absenceWatch(), ENTITY.absenceWatch, AbsenceWatchSchema.parse(views.absences)),
    ...views.details.map((d) => item(keys.proposalDetail(d.id), ENTITY.proposalDetail, ProposalDetailSchema.parse(d))),
    ...views.councilVotes.map((c) => item(keys.councilVotes(c.council.id), ENTITY.councilVotes, CouncilVotesSchema.parse(c))),
  ].map((i) => ({ ...i, pv: PROJECTION_VERSION.proposalViews, fp: fingerprint(i.data, PROJECTION_VERSION.proposalViews) }));

  const pk = keys.proposalList().pk;
  const stored = existing ?? (await listProposalViewFingerprints(db));
  const put = desired.filter((i) => stored.get(i.sk) !== i.fp);
  const keep = new Set(desired.map((i) => i.sk));
  const remove = [...stored.keys()].filter((sk) => !keep.has(sk)).map((sk) => ({ pk, sk }));
  const feed = agendaFeedItem(views.list, previousFeed === undefined ? await getAgendaFeed(db) : previousFeed, now);
  await transactWrite(db, { put: feed ? [...put, feed] : put, delete: remove });
  return { written: put.length, deleted: remove.length };
}

// ---------------------------------------------------------------- a replaced chain

/**
 * Removes everything the indexer derived from the chain (events, projections, views, voters),
 * keeping operators' metadata, so a replaced chain (a new devnet, a deep reorg) is indexed afresh.
 */
export async function clearGovernanceChainItems(db: Db): Promise<number> {
  const pk = keys.proposalList().pk;
  const ids = await listProposalIds(db);
  // A proposal's votes and lifecycle go before its creation, which is how they are found: a clear
  // killed half-way leaves no event of a proposal without its creation (putGovernanceEvents counts on it).
  const events: ItemKey[] = [];
  for (const id of ids) {
    for (const { pk: eventPk, skPrefix } of [keys.proposalVotePrefix(id), keys.proposalLifecyclePrefix(id)]) {
      for (const i of await queryPrefix(db, eventPk, skPrefix, { projection: ['pk', 'sk'] })) events.push({ pk: i.pk, sk: i.sk });
    }
  }
  await transactWrite(db, { delete: events });
  const targets: ItemKey[] = [];
  for (const prefix of [keys.proposalCreatedPrefix().skPrefix, keys.proposalChainPrefix().skPrefix, keys.proposalList().sk, keys.proposalStats().sk, keys.absenceWatch().sk, ...VIEW_PREFIXES]) {
    for (const i of await queryPrefix(db, pk, prefix, { projection: ['pk', 'sk'] })) targets.push({ pk: i.pk, sk: i.sk });
  }
  // The feed's agendas were the replaced chain's.
  targets.push(keys.agendaFeed());
  const voters = keys.councilVoterPrefix();
  for (const i of await queryPrefix(db, voters.pk, voters.skPrefix, { projection: ['pk', 'sk'] })) targets.push({ pk: i.pk, sk: i.sk });
  await transactWrite(db, { delete: targets });
  return events.length + targets.length;
}
