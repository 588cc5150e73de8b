import * as z from 'zod';
import { CategorySchema, CouncilSchema } from './council';
import { CouncilRefSchema } from './proposal';

/** A council as the council pages show it: the public council and its latest activity's title. */
export const CouncilCardSchema = CouncilSchema.extend({
  activity: z.strictObject({ id: z.number().int().positive(), title: z.string() }).nullable(),
});
export type CouncilCard = z.infer<typeof CouncilCardSchema>;

/** GET /v1/page/councils/main: the councils (in list order) and the categories (for the chips). */
export const CouncilsPageSchema = z.strictObject({
  councils: z.array(CouncilCardSchema),
  categories: z.array(CategorySchema),
});
export type CouncilsPage = z.infer<typeof CouncilsPageSchema>;

/** GET /v1/councils/history: by date (yyyy-MM-dd, UTC), who joined and who resigned that day. */
export const CouncilHistoryEntrySchema = z.strictObject({
  joined: z.array(CouncilRefSchema),
  resigned: z.array(CouncilRefSchema),
});
export const CouncilHistorySchema = z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), CouncilHistoryEntrySchema);
export type CouncilHistory = z.infer<typeof CouncilHistorySchema>;
