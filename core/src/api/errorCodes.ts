/**
 * The stable codes of the API's refusals (`err_code` beside the English `err_msg`), so a client shows
 * the reason in its reader's language (the web's `server` catalogue has a message per code) and
 * a program branches on a code instead of on English text. A refusal without a more precise code
 * gets its status's.
 */
export const ERROR_CODES = [
  // By status: what any refusal with that status means.
  'invalid_request',
  'sign_in_first',
  'not_allowed',
  'not_found',
  'edited_elsewhere',
  'too_large',
  'version_required',
  'too_many_requests',
  'server_error',
  'upstream_error',
  'not_configured',
  /** Never sent by the API: a client's name for a call that got no answer at all. */
  'network_error',
  // More precise reasons a reader can act on.
  'session_ended',
  'signature_mismatch',
  'sign_in_expired',
  'wallet_account_mismatch',
  'own_council_only',
  'site_admin_only',
  'cannot_remove_self',
  'address_blocked',
  'cross_site',
  'upload_not_yours',
  'upload_refused',
  'unknown_field',
  'already_exists',
  'contract_refuses',
  'not_indexed_yet',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const BY_STATUS: Record<number, ErrorCode> = {
  0: 'network_error',
  400: 'invalid_request',
  401: 'sign_in_first',
  403: 'not_allowed',
  404: 'not_found',
  409: 'edited_elsewhere',
  413: 'too_large',
  428: 'version_required',
  429: 'too_many_requests',
  502: 'upstream_error',
  503: 'not_configured',
};

/** The code of a refusal with this status and no more precise reason. */
export function errorCodeOfStatus(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 500 ? 'server_error' : 'invalid_request');
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
