import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@portal/core/db/client';
import { ENTITY, keys } from '@portal/core/db/keys';
import { CouncilProfileSchema, type CouncilProfile } from '@portal/core/entities/council';
import { createAccount, listAccounts, listSecretaryApprovers, putSecretaryApprovers } from '@portal/core/db/repositories/accounts';
import { putActivityRecordIfAbsent } from '@portal/core/db/repositories/activities';
import type { AccountInput } from '@portal/core/entities/account';
import { seedLookups } from '@portal/core/db/repositories/lookups';
import { COMMUNITY_TYPES, COUNCIL_CATEGORIES, councilProfiles } from '@portal/devnet/scenario/councils';
import { devnetAddress } from '@portal/devnet/src/accounts';
import type { Deployment } from '@portal/devnet/src/deployment';
import { readAddressBook } from '@portal/indexer/src/read/councilStakes';
import { type Address, createPublicClient, http } from 'viem';
import { activityFixtures } from './activityFixtures';

/**
 * Writes the demo councils' profiles (what operators would have entered) once. A profile that
 * exists is left alone, so edits made in the portal survive restarts.
 */
export async function seedCouncilProfiles(db: Db, profiles: CouncilProfile[] = councilProfiles()): Promise<number> {
  let written = 0;
  for (const profile of profiles) {
    try {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { ...keys.councilProfile(profile.id), entity: ENTITY.councilProfile, v: 1, data: CouncilProfileSchema.parse(profile) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      written++;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return written;
}

/**
 * The council categories and community types (admin lookup lists) and the demo activities, once
 * each: a list or an activity that exists is left alone. Activities register devnet contracts, so
 * the councils' staking contracts are read from the address book. Returns how many activities were written.
 */
export async function seedCouncilScreens(db: Db, devnet: { rpcUrl: string; deployment: Deployment }): Promise<number> {
  await seedLookups(db, {
    categories: COUNCIL_CATEGORIES.map((c) => ({ ...c })),
    communityTypes: COMMUNITY_TYPES.map((t) => ({ ...t })),
  });
  const client = createPublicClient({ transport: http(devnet.rpcUrl), cacheTime: 0 });
  const book = await readAddressBook(client, devnet.deployment.contracts.addressBook, await client.getBlockNumber());
  const stakingOf = new Map<number, Address[]>();
  for (const c of book.stakingContracts) stakingOf.set(c.gcId, [...(stakingOf.get(c.gcId) ?? []), c.address]);
  let written = 0;
  for (const record of activityFixtures({ contracts: devnet.deployment.contracts, stakingOf })) {
    if (await putActivityRecordIfAbsent(db, record)) written++;
  }
  return written;
}

/**
 * The demo operators: each key is a devnet test key, `keccak256("council-portal devnet: <label>")`
 * (README lists them), so anyone can import one into a wallet and sign in to the local portal.
 */
export const DEMO_OPERATORS: readonly { label: string; account: Omit<AccountInput, 'address'> }[] = [
  { label: 'site-admin', account: { type: 0, level: 0, council_id: 0 } },
  { label: 'site-manager', account: { type: 0, level: 1, council_id: 0 } },
  { label: 'council-1/admin', account: { type: 1, level: 0, council_id: 1 } },
  { label: 'council-1/manager-1', account: { type: 1, level: 1, council_id: 1 } },
  { label: 'council-1/manager-2', account: { type: 1, level: 1, council_id: 1 } },
  { label: 'council-2/admin', account: { type: 1, level: 0, council_id: 2 } },
  { label: 'council-2/manager-1', account: { type: 1, level: 1, council_id: 2 } },
];
/** Until the agendas work reads the secretary's approvers from the chain, these stand in for them. */
export const DEMO_SECRETARY_APPROVERS = ['secretary/approver-1', 'secretary/approver-2', 'secretary/approver-3'] as const;

/** Writes the demo operators and approvers into an empty account list only, so removals made in the portal survive restarts. */
export async function seedDemoOperators(db: Db): Promise<void> {
  if ((await listAccounts(db)).length === 0) {
    for (const { label, account } of DEMO_OPERATORS) await createAccount(db, { ...account, address: devnetAddress(label) });
  }
  if ((await listSecretaryApprovers(db)).length === 0) await putSecretaryApprovers(db, DEMO_SECRETARY_APPROVERS.map(devnetAddress));
}
