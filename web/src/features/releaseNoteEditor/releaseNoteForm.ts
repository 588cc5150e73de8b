import { RELEASE_NOTE_CONTEXT_MAX } from '@portal/core/entities/releaseNote';
import { ApiError } from '../../api/readEnvelope';

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

/**
 * A failed write's toast: the spec's words, and when another operator changed the note first (409)
 * the server's conflict message after them, so the operator knows to reload rather than retry.
 */
export function failureToast(failed: string, error: unknown): string {
  return error instanceof ApiError && error.code === 409 ? `${failed}\n${error.message}` : failed;
}
