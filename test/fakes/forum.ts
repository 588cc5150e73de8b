import { Hono } from 'hono';
import { FORUM_CATEGORIES, FORUM_TOPICS, type FixtureTopic } from '../fixtures/forumTopics';
import { listen } from './listen';

/**
 * A local stand-in for the governance forum (Discourse): the three documents the indexer reads,
 * in Discourse's own shapes, plus a topic page for the links it builds.
 */
export function createFakeForum(topics: FixtureTopic[] = FORUM_TOPICS) {
  return new Hono()
    .get('/latest.json', (c) =>
      c.json({
        users: [],
        topic_list: {
          can_create_topic: false,
          per_page: 30,
          topics: topics.map((t) => ({
            id: t.id,
            title: t.title,
            fancy_title: t.title,
            slug: t.slug,
            posts_count: 3,
            created_at: t.created_at,
            last_posted_at: t.created_at,
            category_id: t.category_id,
            pinned: false,
            visible: true,
          })),
        },
      }),
    )
    .get('/categories.json', (c) =>
      c.json({ category_list: { can_create_category: false, categories: FORUM_CATEGORIES.map((cat) => ({ ...cat, slug: cat.name.toLowerCase() })) } }),
    )
    .get('/raw/:id/1', (c) => {
      const topic = topics.find((t) => t.id === Number(c.req.param('id')));
      return topic ? c.text(topic.raw) : c.text('Not found', 404);
    })
    .get('/t/:slug/:id', (c) => {
      const topic = topics.find((t) => t.id === Number(c.req.param('id')));
      return topic ? c.html(`<!doctype html><title>${topic.title}</title><h1>${topic.title}</h1>`) : c.text('Not found', 404);
    });
}

export function startFakeForum(port: number, topics?: FixtureTopic[]) {
  return listen(createFakeForum(topics), port);
}
