import { createHash } from 'node:crypto';
import { type ActivityAtomFeed, ActivityAtomFeedSchema, type AgendaFeed, AgendaFeedSchema } from '../../entities/feed';
import type { ProposalList } from '../../entities/proposal';
import { buildAgendaFeed } from '../../feeds/agendaFeed';
import { batchWrite, queryPrefix, type RawItem } from '../batch';
import type { Db } from '../client';
import { getData, type StoredItem } from '../items';
import { ENTITY, keys } from '../keys';

/** The feeds' items: kept by the view writers (proposal and activity views), read by the feed routes. */

export function getAgendaFeed(db: Db): Promise<AgendaFeed | null> {
  return getData(db, keys.agendaFeed(), AgendaFeedSchema);
}

/**
 * The agenda feed brought up to the proposal list (an agenda whose told content changed gets its
 * next revision), as the item to write beside the views; null when nothing changed, so a pass
 * with nothing new writes nothing.
 */
export function agendaFeedItem(list: ProposalList, previous: AgendaFeed | null, now: Date): RawItem | null {
  const feed = buildAgendaFeed(list, previous, now);
  if (feed === previous) return null;
  return { ...keys.agendaFeed(), entity: ENTITY.agendaFeed, v: 1, data: AgendaFeedSchema.parse(feed) } satisfies StoredItem<AgendaFeed>;
}


export function getActivityAtomFeed(db: Db, councilId: number | null): Promise<ActivityAtomFeed | null> {
  return getData(db, keys.activityAtomFeed(councilId), ActivityAtomFeedSchema);
}

function fingerprint(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 22);
}

/** Replaces the activity feeds: writes the changed ones, deletes those of councils without activities now. */
export async function putActivityAtomFeeds(db: Db, feeds: { councilId: number | null; feed: ActivityAtomFeed }[]): Promise<{ written: number; deleted: number }> {
  const desired: RawItem[] = feeds.map(({ councilId, feed }) => {
    const data = ActivityAtomFeedSchema.parse(feed);
    return { ...keys.activityAtomFeed(councilId), entity: ENTITY.activityAtomFeed, v: 1, data, fp: fingerprint(data) } satisfies StoredItem<ActivityAtomFeed> & { fp: string };
  });
  const { pk, skPrefix } = keys.activityAtomFeedPrefix();
  const existing = new Map((await queryPrefix(db, pk, skPrefix, { projection: ['sk', 'fp'] })).map((i) => [i.sk, i.fp]));
  const put = desired.filter((i) => existing.get(i.sk) !== i.fp);
  const keep = new Set(desired.map((i) => i.sk));
  const remove = [...existing.keys()].filter((sk) => !keep.has(sk)).map((sk) => ({ pk, sk }));
  await batchWrite(db, { put, delete: remove });
  return { written: put.length, deleted: remove.length };
}
