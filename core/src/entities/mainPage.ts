import { z } from 'zod';
import { CouncilSchema } from './council';
import { ForumTopicSchema } from './forumTopic';
import { NetworkStatsSchema } from './networkStats';

/** GET /v1/page/main: everything Home draws, in one call. Missing parts are null or empty. */
export const MainPageSchema = z.strictObject({
  councils: z.array(CouncilSchema),
  network: NetworkStatsSchema.nullable(),
  topics: z.array(ForumTopicSchema),
  /** Filled by the governance issue; Home shows none while empty. */
  proposals: z.array(z.unknown()),
});
export type MainPage = z.infer<typeof MainPageSchema>;
