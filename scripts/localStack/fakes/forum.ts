import { Hono } from 'hono';
import { listen } from '../listen';
import { FORUM_CATEGORIES, FORUM_TOPICS, type ForumTopicSample } from './forumTopics';

export type FakeForumOptions = {
  /** Topics per page of a category listing (Discourse's default is 30). */
  perPage?: number;
};

const slugOf = (name: string) => name.toLowerCase();

/** A topic as Discourse's topic lists write it. */
function listed(t: ForumTopicSample) {
  return {
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
  };
}

/**
 * A local stand-in for the governance forum (Discourse): the documents the indexer reads, in
 * Discourse's own shapes (latest topics, categories, a category's topics page by page, a first
 * post's markdown), plus a topic page for the links it builds.
 */
export function createFakeForum(topics: ForumTopicSample[] = FORUM_TOPICS, options: FakeForumOptions = {}) {
  const perPage = options.perPage ?? 30;
  return new Hono()
    .get('/latest.json', (c) => c.json({ users: [], topic_list: { can_create_topic: false, per_page: 30, topics: topics.map(listed) } }))
    .get('/categories.json', (c) =>
      c.json({ category_list: { can_create_category: false, categories: FORUM_CATEGORIES.map((cat) => ({ ...cat, slug: slugOf(cat.name) })) } }),
    )
    .get('/c/:slug/:file', (c) => {
      const id = Number(c.req.param('file').replace(/\.json$/, ''));
      const category = FORUM_CATEGORIES.find((cat) => cat.id === id && slugOf(cat.name) === c.req.param('slug'));
      if (!category || !c.req.param('file').endsWith('.json')) return c.json({ errors: ['The requested URL or resource could not be found.'] }, 404);
      const page = Number(c.req.query('page') ?? '0');
      const inCategory = topics.filter((t) => t.category_id === id);
      const slice = inCategory.slice(page * perPage, (page + 1) * perPage);
      const more = (page + 1) * perPage < inCategory.length;
      return c.json({
        users: [],
        topic_list: {
          can_create_topic: false,
          per_page: perPage,
          ...(more ? { more_topics_url: `/c/${c.req.param('slug')}/${id}/l/latest?page=${page + 1}` } : {}),
          topics: slice.map(listed),
        },
      });
    })
    .get('/raw/:id/1', (c) => {
      const topic = topics.find((t) => t.id === Number(c.req.param('id')));
      return topic ? c.text(topic.raw) : c.text('Not found', 404);
    })
    .get('/t/:slug/:id', (c) => {
      const topic = topics.find((t) => t.id === Number(c.req.param('id')));
      return topic ? c.html(`<!doctype html><title>${topic.title}</title><h1>${topic.title}</h1>`) : c.text('Not found', 404);
    });
}

export function startFakeForum(port: number, topics?: ForumTopicSample[], options?: FakeForumOptions) {
  return listen(createFakeForum(topics, options), port);
}
