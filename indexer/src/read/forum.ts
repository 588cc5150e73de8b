import * as z from 'zod';
import type { ForumTopic } from '@portal/core/entities/forumTopic';
import { ExternalServiceError, fetchJson, fetchText } from './fetchJson';

const TopicListSchema = z.object({
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
    more_topics_url: z.string().optional(),
  }),
});
type ListedTopic = z.infer<typeof TopicListSchema>['topic_list']['topics'][number];

const CategoriesSchema = z.object({
  category_list: z.object({ categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string().optional() })) }),
});

/** The forum's categories; a topic's category is shown by name. */
function fetchCategories(base: string) {
  return fetchJson(`${base}/categories.json`, CategoriesSchema).then((c) => c.category_list.categories);
}

/** A listed topic with its category name and its first post's markdown (reused from `known` when already read). */
async function toForumTopic(base: string, topic: ListedTopic, categoryNames: ReadonlyMap<number, string>, known?: ReadonlyMap<number, ForumTopic>): Promise<ForumTopic> {
  const previous = known?.get(topic.id);
  return {
    id: topic.id,
    category: categoryNames.get(topic.category_id) ?? 'Uncategorized',
    topic_title: topic.title,
    created_at: new Date(topic.created_at).toISOString(),
    raw: previous && previous.topic_title === topic.title ? previous.raw : await fetchText(`${base}/raw/${topic.id}/1`),
    url: `${base}/t/${topic.slug}/${topic.id}`,
  };
}

/**
 * The latest topics of the governance forum (Discourse): /latest.json for the list,
 * /categories.json for category names, /raw/{id}/1 for each topic's first post in markdown (unless
 * `known` has it under the same title).
 */
export async function fetchLatestTopics(forumUrl: string, count: number, known: ReadonlyMap<number, ForumTopic> = new Map()): Promise<ForumTopic[]> {
  const base = forumUrl.replace(/\/$/, '');
  const [latest, categories] = await Promise.all([fetchJson(`${base}/latest.json`, TopicListSchema), fetchCategories(base)]);
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  return Promise.all(latest.topic_list.topics.slice(0, count).map((topic) => toForumTopic(base, topic, categoryNames, known)));
}

/**
 * Up to `max` topics of the forum's proposals category (the Discussion tab), newest first: the
 * category found by name in /categories.json, then /c/{slug}/{id}.json page by page. A topic
 * already in `known` under the same title keeps its markdown, so a run reads only new first posts.
 */
export async function fetchProposalTopics(forumUrl: string, max: number, known: ReadonlyMap<number, ForumTopic> = new Map()): Promise<ForumTopic[]> {
  const base = forumUrl.replace(/\/$/, '');
  const categories = await fetchCategories(base);
  const category = categories.find((c) => /^proposals?$/i.test(c.name.trim()));
  if (!category) throw new ExternalServiceError(`${base} has no Proposals category`);
  const slug = category.slug ?? category.name.toLowerCase();
  const listed: ListedTopic[] = [];
  for (let page = 0; listed.length < max; page++) {
    const { topic_list } = await fetchJson(`${base}/c/${encodeURIComponent(slug)}/${category.id}.json?page=${page}`, TopicListSchema);
    listed.push(...topic_list.topics.filter((t) => !listed.some((seen) => seen.id === t.id)));
    if (!topic_list.more_topics_url || topic_list.topics.length === 0) break;
  }
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  const newestFirst = listed.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, max);
  return Promise.all(newestFirst.map((topic) => toForumTopic(base, topic, categoryNames, known)));
}
