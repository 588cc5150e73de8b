import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { deleteAccount, findAccountByAddress, findSignInAccount, listAccounts } from '@portal/core/db/repositories/accounts';
import { devnetAddress } from '@portal/devnet/src/accounts';
import { freshTestDb } from '../test/setup/services';
import { DEMO_OPERATORS, DEMO_SECRETARY_APPROVERS, seedDemoOperators } from './localStack/seed';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');

describe('npm run accounts', () => {
  it('adds the first site admin to the local table once, and refuses a malformed address', async () => {
    const db = await freshTestDb();
    const stackFile = join(mkdtempSync(join(tmpdir(), 'portal-accounts-')), 'stack.json');
    writeFileSync(stackFile, JSON.stringify({ dynamoEndpoint: inject('dynamoEndpoint'), tableName: db.tableName, region: 'us-east-1' }));
    const accounts = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/accounts.ts', ...args], { cwd: root, env: { ...process.env, PORTAL_STACK_FILE: stackFile } });
    const address = '0x00000000000000000000000000000000000000Cd';

    const first = await accounts('add-admin', address);
    expect(first.stdout).toMatch(/site admin 0x0{38}cd added/);
    expect(await findAccountByAddress(db, address)).toMatchObject({ type: 0, level: 0, council_id: 0 });
    expect((await accounts('add-admin', address)).stdout).toContain('is already a site admin');
    expect(await listAccounts(db)).toHaveLength(1);
    expect((await accounts('list')).stdout).toMatch(/0x0{38}cd {2}site admin/);

    await expect(accounts('add-admin', '0x1234')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Invalid address') });
    await expect(accounts('add-admin', address, '--target', 'moon')).rejects.toMatchObject({ code: 2 });
  });
});

describe('the local demo operators', () => {
  it('are seeded once into an empty table, each able to sign in with its role', async () => {
    const db = await freshTestDb();
    await seedDemoOperators(db);
    for (const { label, account } of DEMO_OPERATORS) {
      expect(await findAccountByAddress(db, devnetAddress(label))).toMatchObject(account);
    }
    for (const label of DEMO_SECRETARY_APPROVERS) expect((await findSignInAccount(db, devnetAddress(label)))?.roles).toEqual(['secretary']);
    expect((await findSignInAccount(db, devnetAddress('site-admin')))?.isSiteAdmin).toBe(true);
    // A second start changes nothing, and keeps an operator's removal removed.
    await seedDemoOperators(db);
    expect(await listAccounts(db)).toHaveLength(DEMO_OPERATORS.length);
    await deleteAccount(db, (await findAccountByAddress(db, devnetAddress('site-manager')))!.id);
    await seedDemoOperators(db);
    expect(await listAccounts(db)).toHaveLength(DEMO_OPERATORS.length - 1);
  });
});
