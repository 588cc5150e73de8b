import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeForum } from '../../../scripts/localStack/fakes/forum';
import { freePort, type RunningServer } from '../../../scripts/localStack/listen';
import { FORUM_TOPICS } from '../../../scripts/localStack/fakes/forumTopics';
import { ExternalServiceError } from './fetchJson';
import { fetchLatestTopics, fetchProposalTopics } from './forum';

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

describe('fetchProposalTopics (Discourse category pages)', () => {
  let forum: RunningServer;
  const proposals = FORUM_TOPICS.filter((t) => t.category_id === 5);
  beforeAll(async () => {
    // Four topics a page, so the reader has to follow more_topics_url.
    forum = await startFakeForum(await freePort(), FORUM_TOPICS, { perPage: 4 });
  });
  afterAll(() => forum.close());

  it('reads every topic of the Proposals category, page by page, newest first', async () => {
    const topics = await fetchProposalTopics(forum.url, 100);
    expect(topics.map((t) => t.id)).toEqual(proposals.map((t) => t.id));
    expect(new Set(topics.map((t) => t.category))).toEqual(new Set(['Proposals']));
    expect(topics[0]).toMatchObject({ topic_title: proposals[0]!.title, raw: proposals[0]!.raw, url: `${forum.url}/t/${proposals[0]!.slug}/${proposals[0]!.id}` });
    expect(topics.map((t) => Date.parse(t.created_at))).toEqual([...topics.map((t) => Date.parse(t.created_at))].sort((a, b) => b - a));
  });

  it('stops at the limit', async () => {
    expect((await fetchProposalTopics(forum.url, 6)).map((t) => t.id)).toEqual(proposals.slice(0, 6).map((t) => t.id));
  });

  it('keeps the markdown it already read for a topic whose title did not change', async () => {
    const first = proposals[0]!;
    const known = new Map([
      [first.id, { id: first.id, category: 'Proposals', topic_title: first.title, created_at: first.created_at, raw: 'kept', url: 'x' }],
      [proposals[1]!.id, { id: proposals[1]!.id, category: 'Proposals', topic_title: 'an older title', created_at: first.created_at, raw: 'stale', url: 'x' }],
    ]);
    const [a, b] = await fetchProposalTopics(forum.url, 2, known);
    expect(a!.raw).toBe('kept');
    expect(b!.raw).toBe(proposals[1]!.raw);
  });
});

