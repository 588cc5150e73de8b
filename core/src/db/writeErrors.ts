/**
 * Typed failures of the repositories' edit paths. The API maps each to one status (409, 404, 400)
 * with its message; anything else stays an unexpected 500.
 */

/** Someone else saved the item since the editor read it: nothing of this edit was written. */
export class ConflictError extends Error {
  override name = 'ConflictError';
}

/** The edited item does not exist. */
export class MissingItemError extends Error {
  override name = 'MissingItemError';
}

/** The edit refers to something that does not exist (e.g. an unknown category id). */
export class InvalidEditError extends Error {
  override name = 'InvalidEditError';
}
