import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueToken, randomId, readToken } from './tokens';

const key = new Uint8Array(randomBytes(32));
const now = new Date('2026-11-23T10:00:00Z');
const claims = { address: '0x00000000000000000000000000000000000000ab', sessionId: randomId(), tokenId: randomId(), expiresAt: new Date('2026-11-24T10:00:00Z') };

describe('session tokens', () => {
  it('carry the address, the session and their own id until the session ends', async () => {
    const token = await issueToken(key, claims, now);
    expect(await readToken(key, token, new Date('2026-11-24T09:59:00Z'))).toEqual(claims);
    expect(await readToken(key, token, new Date('2026-11-24T10:00:01Z'))).toBeNull();
  });

  it('are refused under another key, with an edited payload, or unsigned', async () => {
    const token = await issueToken(key, claims, now);
    expect(await readToken(new Uint8Array(randomBytes(32)), token, now)).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const edited = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '0x00000000000000000000000000000000000000cd' })).toString('base64url');
    expect(await readToken(key, `${header}.${edited}.${signature}`, now)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await readToken(key, `${none}.${payload}.`, now)).toBeNull();
  });

  it("keep access and refresh apart: the cookie's refresh token is no Bearer token, and a Bearer token restores nothing", async () => {
    const access = await issueToken(key, claims, now);
    const refresh = await issueToken(key, claims, now, 'refresh');
    expect(await readToken(key, refresh, now, 'refresh')).toEqual(claims);
    expect(await readToken(key, refresh, now)).toBeNull();
    expect(await readToken(key, access, now, 'refresh')).toBeNull();
  });
});
