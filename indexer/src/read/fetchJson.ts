import type * as z from 'zod';

export class ExternalServiceError extends Error {
  override name = 'ExternalServiceError';
}

/** GET a JSON document from a third-party service and check its shape; slow services time out. */
export async function fetchJson<S extends z.ZodType>(url: string, schema: S, timeoutMs = 10_000): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ExternalServiceError(`${url} did not answer`, { cause: error });
  }
  if (!response.ok) throw new ExternalServiceError(`${url} answered ${response.status}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ExternalServiceError(`${url} answered an unexpected shape`, { cause: parsed.error });
  return parsed.data;
}

export async function fetchText(url: string, timeoutMs = 10_000): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ExternalServiceError(`${url} did not answer`, { cause: error });
  }
  if (!response.ok) throw new ExternalServiceError(`${url} answered ${response.status}`);
  return response.text();
}
