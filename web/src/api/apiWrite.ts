import { useCallback } from 'react';
import { useToast } from '../components/Toast/toastContext';
import { SOMETHING_WRONG } from '../shared/messages';
import { callApi } from './client';
import type { KeyGroup } from './keys';
import { ApiError } from './readEnvelope';
import { type AnswerOfRoute, type BodyOf, methodOf, type ParamsOf, pathOf, type QueryOf, type WriteRoute } from './routes';
import { useInvalidate } from './useApi';

export type WriteArgs<K extends WriteRoute> = {
  params?: ParamsOf<K>;
  query?: QueryOf<K>;
  body?: BodyOf<K>;
  /** The version the editor read: the only way a version travels (a change since answers 409). */
  ifMatch?: number;
  /** `cookie`: the session's own calls that the HttpOnly cookie authenticates, with no Bearer header. */
  credential?: 'token' | 'cookie';
};

/** Sends one write of the catalogue and answers its result; throws ApiError with the server's message. */
export function apiWrite<K extends WriteRoute>(route: K, args: WriteArgs<K> = {}): Promise<AnswerOfRoute<K>> {
  const headers: Record<string, string> = {};
  if (args.ifMatch !== undefined) headers['If-Match'] = `"${args.ifMatch}"`;
  const sent: unknown = args.body;
  const body = sent === undefined ? undefined : sent instanceof FormData ? sent : JSON.stringify(sent);
  return callApi(pathOf(route, args.params, args.query), { method: methodOf(route), body, headers }, args.credential);
}

export type WriteEffects = {
  /** The spec's toast after success. */
  done?: string;
  /** The spec's toast after a failure: a text, or one chosen from the error (null: none, the page says it). Default: "Sorry, there is something wrong." */
  failed?: string | ((error: ApiError) => string | null);
  /** The reads the write makes stale, asked again after success. */
  invalidates?: readonly KeyGroup[];
};

export type WriteResult<K extends WriteRoute> = { ok: true; answer: AnswerOfRoute<K> } | { ok: false; error: ApiError };

/**
 * The admin screens' write: sends it, shows the spec's toast, and asks again for the reads it made
 * stale. Never throws: the page reads `ok` to keep the form open with its input on a failure.
 */
export function useApiWrite() {
  const toast = useToast();
  const invalidate = useInvalidate();
  return useCallback(
    async <K extends WriteRoute>(route: K, args: WriteArgs<K>, effects: WriteEffects = {}): Promise<WriteResult<K>> => {
      try {
        const answer = await apiWrite(route, args);
        if (effects.done) toast.show(effects.done, 'confirm');
        if (effects.invalidates?.length) await invalidate(...effects.invalidates);
        return { ok: true, answer };
      } catch (caught) {
        const error = caught instanceof ApiError ? caught : new ApiError(caught instanceof Error ? caught.message : String(caught), 0, { cause: caught });
        const message = typeof effects.failed === 'function' ? effects.failed(error) : (effects.failed ?? SOMETHING_WRONG);
        if (message) toast.show(message, 'error');
        return { ok: false, error };
      }
    },
    [toast, invalidate],
  );
}
