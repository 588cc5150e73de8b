import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { addSiteAdmin, createAccount } from '@portal/core/db/repositories/accounts';
import { putReleaseNoteIfAbsent } from '@portal/core/db/repositories/releaseNotes';
import type { ReleaseNote } from '@portal/core/entities/releaseNote';
import { freshTestDb } from '../../../test/setup/services';
import { json, signIn, signInTestConfig } from '../../../test/setup/signIn';
import { createApp } from '../app';

/** Release notes: publish, edit and delete; the public list follows each at once. */
let db: Db;
let app: ReturnType<typeof createApp>;
const token: Record<'admin' | 'manager' | 'gcAdmin', string> = { admin: '', manager: '', gcAdmin: '' };
const withIfMatch = (init: RequestInit, version: unknown): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), 'If-Match': `"${String(version)}"` } });
const read = async <T>(response: Response) => (await response.json()) as { code: number; result: T; err_msg: string };
const publicList = async () => (await read<ReleaseNote[]>(await app.request('/v1/release_note'))).result;
const as = (who: keyof typeof token) => ({
  post: (body: unknown) => app.request('/v1/release_note', json('POST', body, token[who])),
  /** An edit names the version it read: in If-Match, the rest as its JSON body. */
  put: (id: number, { version, ...body }: Record<string, unknown>) => app.request(`/v1/release_note/${id}`, withIfMatch(json('PUT', body, token[who]), version)),
  /** A delete names the version it saw (If-Match); `null` sends none. */
  delete: (id: number, version: number | null = 0) =>
    app.request(`/v1/release_note/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token[who]}`, ...(version === null ? {} : { 'If-Match': `"${version}"` }) } }),
  get: (id: number) => app.request(`/v1/release_note/${id}`, { headers: { Authorization: `Bearer ${token[who]}` } }),
});

beforeAll(async () => {
  db = await freshTestDb();
  app = createApp({ db, config: signInTestConfig() });
  await putReleaseNoteIfAbsent(db, { id: 1, title: 'First', context: '# Hello', date: '2026-09-01T00:00:00.000Z' });
  const [admin, manager, gcAdmin] = [0, 1, 2].map(() => privateKeyToAccount(generatePrivateKey()));
  await addSiteAdmin(db, admin!.address);
  await createAccount(db, { address: manager!.address, council_id: 0, level: 1, type: 0 });
  await createAccount(db, { address: gcAdmin!.address, council_id: 1, level: 0, type: 1 });
  token.admin = (await signIn(app, admin!)).token;
  token.manager = (await signIn(app, manager!)).token;
  token.gcAdmin = (await signIn(app, gcAdmin!)).token;
});

describe('release notes', () => {
  it('a site operator publishes, edits and deletes a note; the public list follows each step', async () => {
    const created = await as('manager').post({ title: 'Version 2.5', context: 'New **editors**' });
    expect(created.status).toBe(200);
    const { id } = (await read<{ id: number }>(created)).result;
    expect(id).toBe(2);
    expect((await publicList())[0]).toMatchObject({ id: 2, title: 'Version 2.5', context: 'New **editors**' });

    const loaded = await as('admin').get(id);
    expect(loaded.headers.get('Cache-Control')).toBe('private, no-store');
    const note = (await read<ReleaseNote>(loaded)).result;
    expect(note).toMatchObject({ id, title: 'Version 2.5' });
    expect(note.version).toBeUndefined();

    const edited = await as('admin').put(id, { id, title: 'Version 2.5.1', context: 'Fixed', version: 0 });
    expect(edited.status).toBe(200);
    expect((await read<ReleaseNote>(edited)).result).toMatchObject({ id, title: 'Version 2.5.1', context: 'Fixed', date: note.date, version: 1 });
    expect((await publicList())[0]).toMatchObject({ id, title: 'Version 2.5.1', context: 'Fixed', version: 1 });

    expect((await as('admin').delete(id, 1)).status).toBe(200);
    expect((await publicList()).map((n) => n.id)).toEqual([1]);
    expect((await as('admin').delete(id, 1)).status).toBe(404);
    expect((await as('admin').get(id)).status).toBe(404);
  });

  it('numbers a new note above the highest, and two published at once both get a number', async () => {
    const answers = await Promise.all(['A', 'B'].map((title) => as('admin').post({ title, context: title })));
    const ids = await Promise.all(answers.map(async (a) => (await read<{ id: number }>(a)).result.id));
    expect(ids.sort()).toEqual([2, 3]);
    expect((await publicList()).map((n) => n.id)).toEqual([3, 2, 1]);
  });

  it('a stale edit is a conflict and changes nothing', async () => {
    const first = await as('admin').put(1, { id: 1, title: 'First (edited)', context: '# Hello', version: 0 });
    expect(first.status).toBe(200);
    const second = await as('manager').put(1, { id: 1, title: 'Overwrite', context: '# Hello', version: 0 });
    expect(second.status).toBe(409);
    expect((await publicList()).find((n) => n.id === 1)!.title).toBe('First (edited)');
  });

  it('a delete of a note edited since it was read is a conflict with the message, and removes nothing', async () => {
    const { id } = (await read<{ id: number }>(await as('admin').post({ title: 'To remove', context: 'Read at version 0' }))).result;
    expect((await as('manager').put(id, { id, title: 'Kept', context: 'Edited meanwhile', version: 0 })).status).toBe(200);
    const stale = await as('admin').delete(id, 0);
    expect(stale.status).toBe(409);
    expect((await read<null>(stale)).err_msg).toBe(`Release note ${id} was changed by someone else since you opened it. Reload it and make your edit again.`);
    expect((await publicList()).find((n) => n.id === id)).toMatchObject({ title: 'Kept', version: 1 });

    const unversioned = await as('admin').delete(id, null);
    expect(unversioned.status).toBe(428);
    expect((await read<null>(unversioned)).err_msg).toBe('Send the version you edited (If-Match); reload the release note and make your change again');
    expect((await publicList()).some((n) => n.id === id)).toBe(true);

    expect((await as('admin').delete(id, 1)).status).toBe(200);
    expect((await publicList()).some((n) => n.id === id)).toBe(false);
  });

  it('refuses an empty title or context, a context over 20,000 characters, unknown fields and a mismatched id', async () => {
    const before = await publicList();
    for (const body of [
      { title: ' ', context: 'x' },
      { title: 'x', context: '' },
      { title: 'x', context: 'y'.repeat(20_001) },
      { title: 'x', context: 'y', date: '2020-01-01T00:00:00.000Z' },
    ]) {
      expect((await as('admin').post(body)).status).toBe(400);
    }
    expect((await as('admin').post({ title: 'x', context: 'y'.repeat(20_000) })).status).toBe(200);
    expect((await as('admin').put(1, { id: 2, title: 'x', context: 'y', version: 1 })).status).toBe(400);
    expect((await publicList()).slice(1)).toEqual(before);
  });

  it('is refused to a GC account and to anonymous visitors, who still read the list', async () => {
    expect((await as('gcAdmin').post({ title: 'x', context: 'y' })).status).toBe(403);
    expect((await as('gcAdmin').put(1, { id: 1, title: 'x', context: 'y', version: 1 })).status).toBe(403);
    expect((await as('gcAdmin').delete(1)).status).toBe(403);
    expect((await as('gcAdmin').get(1)).status).toBe(403);
    expect((await app.request('/v1/release_note', json('POST', { title: 'x', context: 'y' }))).status).toBe(401);
    expect((await app.request('/v1/release_note/1', { method: 'DELETE' })).status).toBe(401);
    expect((await app.request('/v1/release_note')).status).toBe(200);
  });
});
