import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { getProposalTopics } from '@portal/core/db/repositories/forumTopics';
import type { ForumTopic } from '@portal/core/entities/forumTopic';
import { createApp } from '@portal/functions/src/app';
import { startFakeForum } from '../../../scripts/localStack/fakes/forum';
import { freePort, type RunningServer } from '../../../scripts/localStack/listen';
import { FORUM_TOPICS } from '../../../scripts/localStack/fakes/forumTopics';
import { freshTestDb } from '../../../test/setup/services';
import type { IndexerContext } from '../context';
import { runForumJob } from './forumJob';

describe('forum job → GET /v1/forum/topics/proposal (fake Discourse, DynamoDB Local)', () => {
  let db: Db;
  let forum: RunningServer;
  let ctx: IndexerContext;
  const proposals = FORUM_TOPICS.filter((t) => t.category_id === 5);
  const page = async (query: string) => {
    const response = await createApp({ db }).request(`/v1/forum/topics/proposal${query}`);
    return { status: response.status, body: (await response.json()) as { code: number; result: { items: ForumTopic[]; total: number; page: number; size: number }; err_msg?: string } };
  };

  beforeAll(async () => {
    db = await freshTestDb();
    forum = await startFakeForum(await freePort(), FORUM_TOPICS, { perPage: 5 });
    ctx = { db, client: undefined as never, config: parseServerConfig({ FORUM_URL: forum.url }), now: () => new Date(), log: () => {} };
  });
  afterAll(() => forum.close());

  it('answers an empty first page before the job ran', async () => {
    expect((await page('')).body).toEqual({ code: 200, result: { items: [], total: 0, page: 1, size: 10 } });
  });

  it('copies the proposals category and serves it 10 a page, newest first', async () => {
    await runForumJob(ctx);
    expect((await getProposalTopics(db)).map((t) => t.id)).toEqual(proposals.map((t) => t.id));

    const first = await page('');
    expect(first.body.result.total).toBe(proposals.length);
    expect(first.body.result.items.map((t) => t.id)).toEqual(proposals.slice(0, 10).map((t) => t.id));
    expect(first.body.result.items[0]).toMatchObject({ category: 'Proposals', topic_title: proposals[0]!.title, raw: proposals[0]!.raw });
    const second = await page('?page=2');
    expect(second.body.result.items.map((t) => t.id)).toEqual(proposals.slice(10, 20).map((t) => t.id));
    expect((await page('?page=9')).body.result.items).toEqual([]);
  });

  it('is idempotent: a second run writes the same list', async () => {
    const before = await getProposalTopics(db);
    await runForumJob(ctx);
    expect(await getProposalTopics(db)).toEqual(before);
  });

  it.each(['?page=0', '?size=101', '?page=1&extra=1'])('refuses %s', async (query) => {
    const { status, body } = await page(query);
    expect(status).toBe(400);
    expect(body.err_msg).toMatch(/^Invalid query/);
  });
});
