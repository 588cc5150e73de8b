import * as z from 'zod';

/** A forum post as Home and the Discussion tab show it (spec §3 "Forum topic"). */
export const ForumTopicSchema = z.strictObject({
  id: z.number().int(),
  category: z.string(),
  topic_title: z.string(),
  created_at: z.iso.datetime(),
  /** The first post's markdown. */
  raw: z.string(),
  url: z.url(),
});
export type ForumTopic = z.infer<typeof ForumTopicSchema>;

/** GET /v1/forum/topics/proposal: a page of the proposal category's topics. */
export const TopicPageSchema = z.strictObject({
  items: z.array(ForumTopicSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type TopicPage = z.infer<typeof TopicPageSchema>;

/** GET /v1/forum/topics/latest. */
export const ForumTopicListSchema = z.array(ForumTopicSchema);
