import { errorCodeOfStatus, isErrorCode, type ErrorCode } from '@portal/core/api/errorCodes';
import en from './messages/en/server.json';
import { defineMessages, useLocale, useMessages } from './messages';

/** The API's refusals by their stable code (core/src/api/errorCodes.ts), in the reader's language. */
export const serverMessages = defineMessages(en, () => import('./messages/ko/server.json'));

/**
 * What to tell the reader about a failed call: on an English page the server's own sentence (the
 * spec's words, naming the field or item), on a Korean page the message of its code.
 */
export function useServerMessage(): (error: unknown) => string {
  const locale = useLocale();
  const t = useMessages(serverMessages);
  return (error) => {
    const code = errorCodeOf(error);
    if (locale === 'en' && error instanceof Error && error.message) return error.message;
    return t(code);
  };
}

function errorCodeOf(error: unknown): ErrorCode {
  if (typeof error !== 'object' || error === null) return 'server_error';
  if ('errCode' in error && isErrorCode(error.errCode)) return error.errCode;
  // A client-side failure (no answer: code 0) or an answer without a known code: its status says why.
  return 'code' in error && typeof error.code === 'number' ? errorCodeOfStatus(error.code) : 'server_error';
}
