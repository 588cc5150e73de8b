import type { Envelope } from '@portal/core/envelope';

/**
 * A failed call: the server's err_msg (English, or the transport's own text) with the envelope or
 * HTTP code, and the reason's stable code, which the web shows in the reader's language.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The envelope's err_code as sent (checked where it is shown: i18n/serverMessages.ts, off the entry chunk). */
  readonly errCode: string | undefined;
  constructor(
    message: string,
    readonly code: number,
    options?: ErrorOptions & { errCode?: string },
  ) {
    super(message, options);
    this.errCode = options?.errCode;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads the one answer shape (spec §7): the result only when code is 200; anything else throws the
 * server's err_msg, or a plain description when the body is not an envelope at all.
 */
export function readEnvelope<T>(body: unknown, httpStatus: number): T {
  if (!isRecord(body) || typeof body.code !== 'number') {
    throw new ApiError(`Unexpected response (HTTP ${httpStatus})`, httpStatus);
  }
  const envelope = body as Envelope<T>;
  if (envelope.code === 200 && 'result' in envelope) return envelope.result;
  const message = 'err_msg' in envelope && typeof envelope.err_msg === 'string' && envelope.err_msg ? envelope.err_msg : `Request failed (code ${envelope.code})`;
  throw new ApiError(message, envelope.code, { errCode: 'err_code' in envelope && typeof envelope.err_code === 'string' ? envelope.err_code : undefined });
}
