import { errorCodeOfStatus, type ErrorCode } from './api/errorCodes';

/**
 * The one answer shape of every API call (spec §7): `{ code, result }` on success,
 * `{ code, err_msg, err_code }` on failure, with `code` equal to the HTTP status, `err_msg` the
 * spec's English and `err_code` a stable reason a client can show in its reader's language.
 */
export type Success<T> = { code: 200; result: T };
export type Failure = { code: number; err_msg: string; err_code: ErrorCode };
export type Envelope<T> = Success<T> | Failure;

export function success<T>(result: T): Success<T> {
  return { code: 200, result };
}

export function failure(code: number, errMsg: string, errCode: ErrorCode = errorCodeOfStatus(code)): Failure {
  return { code, err_msg: errMsg, err_code: errCode };
}

export function isSuccess<T>(envelope: Envelope<T>): envelope is Success<T> {
  return envelope.code === 200;
}
