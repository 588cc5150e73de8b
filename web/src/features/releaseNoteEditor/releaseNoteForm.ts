import { RELEASE_NOTE_CONTEXT_MAX } from '@portal/core/entities/releaseNote';
import { ApiError } from '../../api/readEnvelope';


/** The English notice of an id that is no note, as the route passes it; ReleaseNoteNotice shows it in the page's language. */
export const RELEASE_NOTE_NOT_FOUND = 'There is no release note with this number.';

/** Publish / Edit and Publish only when both are filled and the context is within its limit (admin spec §5). */
export function canPublish(title: string, context: string): boolean {
  return title.trim() !== '' && context.trim() !== '' && context.length <= RELEASE_NOTE_CONTEXT_MAX;
}

/**
 * A failed write's toast: the spec's words, and when another operator changed the note first (409)
 * the conflict message after them (the server's words, in the page's language), so the operator
 * knows to reload rather than retry.
 */
export function failureToast(failed: string, error: unknown, conflict: string): string {
  return error instanceof ApiError && error.code === 409 ? `${failed}\n${conflict}` : failed;
}
