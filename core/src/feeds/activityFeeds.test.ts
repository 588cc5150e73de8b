import { describe, expect, it } from 'vitest';
import { ActivityAtomFeedSchema } from '../entities/feed';
import type { Activity } from '../entities/activity';
import { ACTIVITY_FEED_LIMIT, buildActivityFeeds, plainSummary } from './activityFeeds';

function activity(id: number, councilId: number, createdAt: string): Activity {
  return {
    id,
    title: `Post ${id}`,
    content: `## Heading\n\nSee **this** [link](https://example.org) ![img](x.png)`,
    featured_image: '',
    created_at: createdAt,
    attachments: [],
    contracts: [],
    csv_filename: null,
    council: { id: councilId, name: `GC ${councilId}`, thumbnail: '' },
    monthly_tx_count: 0,
    eoa: 0,
  };
}

describe('the activity feeds', () => {
  const activities = [activity(3, 2, '2026-11-03T00:00:00.000Z'), activity(2, 1, '2026-11-02T00:00:00.000Z'), activity(1, 2, '2026-11-01T00:00:00.000Z')];
  const views = {
    activities,
    feeds: [
      { councilId: null, feed: { ids: [3, 2, 1] } },
      { councilId: 1, feed: { ids: [2] } },
      { councilId: 2, feed: { ids: [3, 1] } },
    ],
  };
  const now = new Date('2026-11-10T00:00:00.000Z');

  it('follows the views: every council, and each council with its own, newest first, dated by the newest', () => {
    const feeds = buildActivityFeeds(views, now);
    for (const { feed } of feeds) expect(ActivityAtomFeedSchema.parse(feed)).toEqual(feed);
    expect(feeds.map(({ councilId, feed }) => [councilId, feed.council?.name ?? null, feed.updated, feed.entries.map((e) => e.id)])).toEqual([
      [null, null, '2026-11-03T00:00:00.000Z', [3, 2, 1]],
      [1, 'GC 1', '2026-11-02T00:00:00.000Z', [2]],
      [2, 'GC 2', '2026-11-03T00:00:00.000Z', [3, 1]],
    ]);
    expect(feeds[0]!.feed.entries[0]).toEqual({ id: 3, title: 'Post 3', council: { id: 2, name: 'GC 2' }, published: '2026-11-03T00:00:00.000Z', summary: 'Heading See this link' });
  });

  it('dates the empty feed of all councils by the views time, and keeps at most the limit', () => {
    expect(buildActivityFeeds({ activities: [], feeds: [{ councilId: null, feed: { ids: [] } }] }, now)[0]!.feed).toEqual({ council: null, updated: now.toISOString(), entries: [] });
    const many = Array.from({ length: ACTIVITY_FEED_LIMIT + 5 }, (_, i) => activity(i + 1, 1, new Date(Date.UTC(2026, 0, 1) + (ACTIVITY_FEED_LIMIT + 5 - i) * 60_000).toISOString()));
    const [all] = buildActivityFeeds({ activities: many, feeds: [{ councilId: null, feed: { ids: many.map((a) => a.id) } }] }, now);
    expect(all!.feed.entries).toHaveLength(ACTIVITY_FEED_LIMIT);
  });

  it('summarizes markdown as one shortened line of text', () => {
    expect(plainSummary('# Title\n\n> quote *with* `code` and <b>tags</b>, 1 > 0')).toBe('Title quote with code and tags, 1 > 0');
    const long = plainSummary('word '.repeat(100));
    expect(long.length).toBe(280);
    expect(long.endsWith('…')).toBe(true);
  });
});
