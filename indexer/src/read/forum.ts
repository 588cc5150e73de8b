import { z } from 'zod';
import type { ForumTopic } from '@portal/core/entities/forumTopic';
import { fetchJson, fetchText } from './fetchJson';

const LatestSchema = z.object({
  topic_list: z.object({
    topics: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        slug: z.string(),
        created_at: z.string(),
        category_id: z.number().int(),
        pinned: z.boolean().optional(),
      }),
    ),
  }),
});

const CategoriesSchema = z.object({
  category_list: z.object({ categories: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

/**
 * The latest topics of the governance forum (Discourse): /latest.json for the list,
 * /categories.json for category names, /raw/{id}/1 for each topic's first post in markdown.
 */
export async function fetchLatestTopics(forumUrl: string, count: number): Promise<ForumTopic[]> {
  const base = forumUrl.replace(/\/$/, '');
  const [latest, categories] = await Promise.all([
    fetchJson(`${base}/latest.json`, LatestSchema),
    fetchJson(`${base}/categories.json`, CategoriesSchema),
  ]);
  const categoryNames = new Map(categories.category_list.categories.map((c) => [c.id, c.name]));
  const topics = latest.topic_list.topics.slice(0, count);
  return Promise.all(
    topics.map(async (topic) => ({
      id: topic.id,
      category: categoryNames.get(topic.category_id) ?? 'Uncategorized',
      topic_title: topic.title,
      created_at: new Date(topic.created_at).toISOString(),
      raw: await fetchText(`${base}/raw/${topic.id}/1`),
      url: `${base}/t/${topic.slug}/${topic.id}`,
    })),
  );
}
