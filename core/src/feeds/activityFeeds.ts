import type { ActivityAtomFeed, FeedActivity } from '../entities/feed';
import type { ActivityViews } from '../views/activityViews';

/** Entries an activity feed carries: its newest activities. */
export const ACTIVITY_FEED_LIMIT = 50;
const SUMMARY_LIMIT = 280;

/** Markdown as one line of plain text, shortened: what a feed reader shows under the title. */
export function plainSummary(markdown: string): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/^[ \t]*(>[ \t]?)+/gm, '')
    .replace(/[#*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > SUMMARY_LIMIT ? `${text.slice(0, SUMMARY_LIMIT - 1).trimEnd()}…` : text;
}

/**
 * The activity feeds (every council's, and each council's with activities), built from the same
 * views the pages read, so a feed never shows what a page hides (a draft council's posts). A feed is
 * as new as its newest activity; the empty feed of all councils is dated `now`.
 */
export function buildActivityFeeds(views: Pick<ActivityViews, 'activities' | 'feeds'>, now: Date): { councilId: number | null; feed: ActivityAtomFeed }[] {
  const byId = new Map(views.activities.map((a) => [a.id, a]));
  return views.feeds.map(({ councilId, feed }) => {
    const entries: FeedActivity[] = feed.ids.slice(0, ACTIVITY_FEED_LIMIT).flatMap((id) => {
      const activity = byId.get(id);
      if (!activity) return [];
      return [
        {
          id: activity.id,
          title: activity.title,
          council: { id: activity.council.id, name: activity.council.name },
          published: activity.created_at,
          summary: plainSummary(activity.content),
        },
      ];
    });
    const council = councilId === null ? null : (entries[0]?.council ?? { id: councilId, name: `GC #${councilId}` });
    return { councilId, feed: { council, updated: entries[0]?.published ?? now.toISOString(), entries } };
  });
}
