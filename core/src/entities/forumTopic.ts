import { z } from 'zod';

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
