import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeForum } from '../../../test/fakes/forum';
import { freePort, type RunningServer } from '../../../test/fakes/listen';
import { FORUM_TOPICS } from '../../../test/fixtures/forumTopics';
import { ExternalServiceError } from './fetchJson';
import { fetchLatestTopics } from './forum';

describe('fetchLatestTopics (Discourse contract)', () => {
  let forum: RunningServer;
  beforeAll(async () => {
    forum = await startFakeForum(await freePort());
  });
  afterAll(() => forum.close());

  it('reads titles, category names, first-post markdown and topic links', async () => {
    const topics = await fetchLatestTopics(forum.url, 3);
    expect(topics).toHaveLength(3);
    expect(topics[0]).toEqual({
      id: FORUM_TOPICS[0]!.id,
      category: 'Proposals',
      topic_title: FORUM_TOPICS[0]!.title,
      created_at: FORUM_TOPICS[0]!.created_at,
      raw: FORUM_TOPICS[0]!.raw,
      url: `${forum.url}/t/${FORUM_TOPICS[0]!.slug}/${FORUM_TOPICS[0]!.id}`,
    });
    expect(topics[1]!.category).toBe('Notice');
  });

  it('fails with a named error when the forum is unreachable', async () => {
    const closed = await freePort();
    await expect(fetchLatestTopics(`http://127.0.0.1:${closed}`, 3)).rejects.toBeInstanceOf(ExternalServiceError);
  });
});
