import * as z from 'zod';
import { AttachmentSchema } from '@portal/core/entities/activity';
import { CouncilRefSchema } from '@portal/core/entities/proposal';

/**
 * The activity draft preview (admin §2.6–2.7): the authoring form writes the draft to session
 * storage under this key and opens /GC/ActivityDraft in a new tab, which reads it back.
 */
export const ACTIVITY_DRAFT_STORAGE_KEY = 'portal:activityDraft';

export const ActivityDraftSchema = z.object({
  title: z.string(),
  content: z.string().default(''),
  /** A URL or the chosen file as a data URL; empty for none. */
  featured_image: z.string().default(''),
  /** The preview shows now when the draft has no date yet. */
  created_at: z.string().optional(),
  council: CouncilRefSchema,
  attachments: z.array(AttachmentSchema).default([]),
  contracts: z.array(z.string()).default([]),
  draftFlag: z.literal(true).default(true),
});
export type ActivityDraft = z.infer<typeof ActivityDraftSchema>;

/** The stored draft, or null when there is none or it cannot be read. */
export function readActivityDraft(storage: Pick<Storage, 'getItem'>): ActivityDraft | null {
  try {
    const raw = storage.getItem(ACTIVITY_DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = ActivityDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** For the authoring form: stores the draft the preview tab will read. */
export function saveActivityDraft(storage: Pick<Storage, 'setItem'>, draft: z.input<typeof ActivityDraftSchema>): void {
  storage.setItem(ACTIVITY_DRAFT_STORAGE_KEY, JSON.stringify(ActivityDraftSchema.parse(draft)));
}
