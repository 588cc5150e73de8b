import * as z from 'zod';
import { CouncilSchema } from './council';
import { ForumTopicSchema } from './forumTopic';
import { NetworkStatsSchema } from './networkStats';
import { ProposalListEntrySchema } from './proposal';

/** GET /v1/page/main: everything Home draws, in one call. Missing parts are null or empty. */
export const MainPageSchema = z.strictObject({
  councils: z.array(CouncilSchema),
  network: NetworkStatsSchema.nullable(),
  topics: z.array(ForumTopicSchema),
  /** The open agendas: Ongoing ones, then Upcoming ones, newest first in each. */
  proposals: z.array(ProposalListEntrySchema),
});
export type MainPage = z.infer<typeof MainPageSchema>;
