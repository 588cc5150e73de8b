/**
 * The one answer shape of every API call (spec §7): `{ code, result }` on success,
 * `{ code, err_msg }` on failure, with `code` equal to the HTTP status.
 */
export type Success<T> = { code: 200; result: T };
export type Failure = { code: number; err_msg: string };
export type Envelope<T> = Success<T> | Failure;

export function success<T>(result: T): Success<T> {
  return { code: 200, result };
}

export function failure(code: number, errMsg: string): Failure {
  return { code, err_msg: errMsg };
}

export function isSuccess<T>(envelope: Envelope<T>): envelope is Success<T> {
  return envelope.code === 200;
}
