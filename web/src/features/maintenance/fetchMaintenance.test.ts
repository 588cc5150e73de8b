import { describe, expect, it } from 'vitest';
import { fetchMaintenance } from './fetchMaintenance';

const respond = (body: unknown, status = 200) => (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch;

describe('fetchMaintenance', () => {
  it('is on only when a valid status file says so', async () => {
    expect(await fetchMaintenance(respond({ maintenance: true }))).toBe(true);
    expect(await fetchMaintenance(respond({ maintenance: true, updated_at: '2026-11-22T04:00:00Z' }))).toBe(true);
    expect(await fetchMaintenance(respond({ maintenance: false }))).toBe(false);
  });

  it.each([
    ['a 404', respond({ maintenance: true }, 404)],
    ['a body that is not JSON', respond('<html>')],
    ['a malformed file', respond({ maintenance: 'yes' })],
    [
      'a network error',
      (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    ],
  ])('is off after %s', async (_, fetchImpl) => {
    expect(await fetchMaintenance(fetchImpl)).toBe(false);
  });

  it('asks for the status file, bypassing caches', async () => {
    let request: [RequestInfo | URL, RequestInit | undefined] | undefined;
    await fetchMaintenance((async (input: RequestInfo | URL, init?: RequestInit) => {
      request = [input, init];
      return new Response('{"maintenance":false}');
    }) as typeof fetch);
    expect(request?.[0]).toBe('/status/status.json');
    expect(request?.[1]?.cache).toBe('no-store');
  });
});
