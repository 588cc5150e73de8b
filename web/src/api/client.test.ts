import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, authHeaders } from './client';
import { setAccessToken } from './token';

afterEach(() => {
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('sends the Bearer header only when a token exists', async () => {
    expect(authHeaders()).toEqual({});
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 200, result: 'ok' })));
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('abc');
    await expect(callApi('/v1/version')).resolves.toBe('ok');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc');
  });

  it("throws the server's err_msg", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 400, err_msg: 'Bad input' }), { status: 400 }));
    await expect(callApi('/v1/x')).rejects.toThrow('Bad input');
  });

  it('sends no Bearer header for the calls the session cookie authenticates', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 200, result: 'ok' })));
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('abc');
    await callApi('/v1/auth', { method: 'PUT' }, 'cookie');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('passes a 401 of the session routes through without renewing (no loop)', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 401, err_msg: 'Sign in first' }), { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('abc');
    await expect(callApi('/v1/auth', { method: 'DELETE' })).rejects.toMatchObject({ code: 401 });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('turns a network failure into an ApiError with code 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callApi('/v1/x')).rejects.toMatchObject({ name: 'ApiError', code: 0, message: 'Failed to fetch' });
  });
});
