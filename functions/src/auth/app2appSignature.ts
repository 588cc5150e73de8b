import * as z from 'zod';

/**
 * The Kaia Wallet mobile app signs through the app2app API: the browser prepares a `sign` request
 * with the message, the user signs in the app, and the result (`signed_data`, and the app's
 * `klaytn_address`) is kept under the request key. The server reads that result itself from the
 * configured service rather than trusting a signature relayed by the browser.
 */

const Hex65 = z.string().regex(/^0x[0-9a-fA-F]{130}$/);
const ResultSchema = z.object({
  status: z.enum(['prepared', 'requested', 'completed', 'canceled', 'error']),
  type: z.string().optional(),
  result: z.object({ signed_data: Hex65.optional(), klaytn_address: z.string().optional() }).optional(),
});

export class App2AppSignatureError extends Error {
  override name = 'App2AppSignatureError';
}

export async function fetchApp2AppSignature(
  baseUrl: string,
  requestKey: string,
  fetchFn: typeof fetch = fetch,
): Promise<{ signature: `0x${string}`; address: string | null }> {
  const url = `${baseUrl.replace(/\/+$/, '')}/result/${encodeURIComponent(requestKey)}`;
  let body: unknown;
  try {
    const response = await fetchFn(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new App2AppSignatureError(`The Kaia Wallet service answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof App2AppSignatureError) throw error;
    throw new App2AppSignatureError('The Kaia Wallet service did not answer', { cause: error });
  }
  const parsed = ResultSchema.safeParse(body);
  if (!parsed.success) throw new App2AppSignatureError('The Kaia Wallet service answered another shape');
  const { status, type, result } = parsed.data;
  if (type !== undefined && type !== 'sign') throw new App2AppSignatureError('The Kaia Wallet request is not a signature');
  if (status !== 'completed' || !result?.signed_data) throw new App2AppSignatureError(`The Kaia Wallet request is ${status}, not signed`);
  return { signature: result.signed_data as `0x${string}`, address: result.klaytn_address?.toLowerCase() ?? null };
}
