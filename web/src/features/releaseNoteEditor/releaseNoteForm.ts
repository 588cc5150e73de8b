import { RELEASE_NOTE_CONTEXT_MAX } from '@portal/core/entities/releaseNote';

/** Admin spec §7.6 and §8 "Release notes". */
export const RELEASE_NOTE_TOASTS = {
  published: 'Successfully published.',
  publishFailed: 'Failed to publish.',
  edited: 'Successfully edited.',
  editFailed: 'Failed to edit.',
  deleted: 'Successfully deleted.',
  deleteFailed: 'Failed to delete.',
} as const;

export const DELETE_CONFIRM = "Are you sure you want to delete? You can't undo this action.";
export const CONTEXT_PLACEHOLDER = 'Write a description';

/** Publish / Edit and Publish only when both are filled and the context is within its limit (admin spec §5). */
export function canPublish(title: string, context: string): boolean {
  return title.trim() !== '' && context.trim() !== '' && context.length <= RELEASE_NOTE_CONTEXT_MAX;
}
