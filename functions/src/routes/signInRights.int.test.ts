import { beforeAll, describe, expect, it } from 'vitest';
import { hexToBigInt, numberToHex, slice, concat, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Db } from '@portal/core/db/client';
import { addSiteAdmin, createAccount } from '@portal/core/db/repositories/accounts';
import type { SignaturePrefix } from '@portal/core/signIn/signatures';
import type { SiteAccount } from '@portal/core/entities/account';
import { freshTestDb } from '../../../test/setup/services';
import { json, requestNonce, signIn, signInTestConfig, signText } from '../../../test/setup/signIn';
import { createApp } from '../app';

const ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** The malleable twin of a signature: s → n − s, the recovery bit flipped. Recovers the same address. */
function highSTwin(signature: Hex): Hex {
  const s = hexToBigInt(slice(signature, 32, 64));
  const v = Number(hexToBigInt(slice(signature, 64, 65)));
  return concat([slice(signature, 0, 32), numberToHex(ORDER - s, { size: 32 }), numberToHex(v === 27 ? 28 : 27, { size: 1 })]);
}

const read = async <T>(response: Response) => (await response.json()) as { code: number; result: T; err_msg: string };

describe('sign-in rights', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;
  const admin = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    db = await freshTestDb();
    app = createApp({ db, config: signInTestConfig() });
    await addSiteAdmin(db, admin.address);
  });

  it.each<[SignaturePrefix, string]>([
    ['eip191', 'metamask'],
    ['kip97', 'kaikas'],
  ])('refuses the high-s twin of a valid %s signature with 401 and accepts the low-s one', async (prefix, wallet) => {
    const { message } = await requestNonce(app, admin.address);
    const signature = await signText(admin, message, prefix);
    const twin = highSTwin(signature);
    expect(twin).not.toBe(signature);
    const refused = await app.request('/v1/auth', json('POST', { address: admin.address, message, signature: twin, wallet }));
    expect(refused.status).toBe(401);
    expect((await read(refused)).err_msg).toBe('The signature does not match the address');
    // The refusal did not burn the nonce: the canonical signature of the same message signs in.
    const accepted = await app.request('/v1/auth', json('POST', { address: admin.address, message, signature, wallet }));
    expect(accepted.status).toBe(200);
  });

  it('ends a removed account\'s sessions: added back with another role, its old token answers 401', async () => {
    const adminToken = (await signIn(app, admin)).token;
    const member = privateKeyToAccount(generatePrivateKey());
    // A council's manager in the table (no council needed for the repository's own write).
    const manager = await createAccount(db, { address: member.address, council_id: 3, level: 1, type: 1 });
    const first = (await signIn(app, member)).token;
    const second = (await signIn(app, member, 'kip97')).token;
    const asMember = (token: string) => app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${token}` } });
    // A council manager may not read the site operators' list; a site manager may.
    expect((await asMember(first)).status).toBe(403);

    const removed = await app.request(`/v1/accounts/${manager.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${adminToken}` } });
    expect(removed.status).toBe(200);
    const readded = await app.request('/v1/accounts', json('POST', { address: member.address, council_id: 0, level: 1, type: 0 }, adminToken));
    expect(readded.status).toBe(200);
    expect((await read<SiteAccount>(readded)).result).toMatchObject({ type: 0, level: 1 });

    for (const old of [first, second]) {
      const answer = await asMember(old);
      expect(answer.status).toBe(401);
      expect((await read(answer)).err_msg).toBe('The session has ended; sign in again');
    }
    // A new sign-in has the new role; the admin's own session was untouched.
    expect((await asMember((await signIn(app, member)).token)).status).toBe(200);
    expect((await asMember(adminToken)).status).toBe(200);
  });

  it('ends the sessions of an address an account moves away from', async () => {
    const adminToken = (await signIn(app, admin)).token;
    const member = privateKeyToAccount(generatePrivateKey());
    const account = await createAccount(db, { address: member.address, council_id: 0, level: 1, type: 0 });
    const old = (await signIn(app, member)).token;
    const request = json('PUT', { address: privateKeyToAccount(generatePrivateKey()).address, council_id: 0, level: 1, type: 0 }, adminToken);
    const moved = await app.request(`/v1/accounts/${account.id}`, { ...request, headers: { ...(request.headers as Record<string, string>), 'If-Match': `"${account.version}"` } });
    expect(moved.status).toBe(200);
    await addSiteAdmin(db, member.address);
    expect((await app.request('/v1/admin/accounts', { headers: { Authorization: `Bearer ${old}` } })).status).toBe(401);
  });
});
