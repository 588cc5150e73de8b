import * as z from 'zod';
import { CategorySchema } from './council';

/** Lookup lists operators maintain (spec §3 "Category", "Community type"). */

export const CategoryListSchema = z.array(CategorySchema);

export const CommunityTypeSchema = z.strictObject({ id: z.number().int().nonnegative(), name: z.string().min(1), thumbnail: z.string() });
export type CommunityType = z.infer<typeof CommunityTypeSchema>;
export const CommunityTypeListSchema = z.array(CommunityTypeSchema);
