/**
 * `npm run accounts -- add-admin 0x… [--target local|aws]`: writes a site admin, the only way one
 * comes to exist (the API refuses to create or promote one). `list` shows every account and the
 * secretary's approvers.
 * local (default): the table of the running local stack (found through .data/stack.json, or
 *   PORTAL_STACK_FILE); aws: the deployed table named by PORTAL_TABLE (stack output TableName),
 *   in AWS_REGION, with the usual AWS credentials.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, type Db } from '@portal/core/db/client';
import { addSiteAdmin, listAccounts, listSecretaryApprovers } from '@portal/core/db/repositories/accounts';
import { Address } from '@portal/core/entities/primitives';

const USAGE = 'usage: npm run accounts -- add-admin 0x<40 hex> | list [--target local|aws]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { target: { type: 'string', default: 'local' } },
});

function table(): Db {
  if (values.target === 'aws') {
    const tableName = process.env.PORTAL_TABLE;
    if (!tableName) throw new Error('PORTAL_TABLE is not set: name the deployed table (stack output TableName).');
    return createDb({ tableName, region: process.env.AWS_REGION ?? 'us-east-1' });
  }
  const stackFile = process.env.PORTAL_STACK_FILE ?? resolve(import.meta.dirname, '../.data/stack.json');
  let stack: { dynamoEndpoint?: string; tableName?: string; region: string };
  try {
    stack = JSON.parse(readFileSync(stackFile, 'utf8'));
  } catch {
    throw new Error(`No local stack found (${stackFile}). Start it with npm start, or use --target aws.`);
  }
  if (!stack.dynamoEndpoint || !stack.tableName) throw new Error(`${stackFile} predates this command; restart the local stack (npm start).`);
  return createDb({ tableName: stack.tableName, endpoint: stack.dynamoEndpoint, region: stack.region });
}

const [command, address] = positionals;
if ((command !== 'add-admin' && command !== 'list') || (values.target !== 'local' && values.target !== 'aws')) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const db = table();
  if (command === 'add-admin') {
    const parsed = Address.safeParse(address);
    if (!parsed.success) throw new Error(`Invalid address: ${address ?? '(none)'}\n${USAGE}`);
    const { account, created } = await addSiteAdmin(db, parsed.data);
    if (created) console.log(`site admin ${account.address} added (account ${account.id}, table ${db.tableName})`);
    else if (account.type === 0 && account.level === 0) console.log(`${account.address} is already a site admin (account ${account.id})`);
    else throw new Error(`${account.address} already has another account (${account.id}: type ${account.type}, level ${account.level}); remove it in the portal first`);
  } else {
    for (const a of await listAccounts(db)) {
      const what = a.type === 0 ? (a.level === 0 ? 'site admin' : 'site manager') : `council ${a.council_id} ${a.level === 0 ? 'admin' : 'manager'}`;
      console.log(`${String(a.id).padStart(4)}  ${a.address}  ${what}`);
    }
    for (const approver of await listSecretaryApprovers(db)) console.log(`  -1  ${approver}  secretary's approver`);
  }
} catch (error) {
  console.error(`accounts: ${(error as Error).message}`);
  process.exit(1);
}
