import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Db } from '@portal/core/db/client';
import { ENTITY, keys } from '@portal/core/db/keys';
import { CouncilProfileSchema, type CouncilProfile } from '@portal/core/entities/council';
import { createAccount, listAccounts, listSecretaryApprovers, putSecretaryApprovers } from '@portal/core/db/repositories/accounts';
import { putActivityRecordIfAbsent } from '@portal/core/db/repositories/activities';
import type { AccountInput } from '@portal/core/entities/account';
import { seedLookups } from '@portal/core/db/repositories/lookups';
import type { UploadPurpose } from '@portal/core/uploads/inspectUpload';
import { storeUpload } from '@portal/core/storage/uploads';
import { judgeInProcess } from '@portal/core/storage/judgeInProcess';
import { COMMUNITY_TYPES, COUNCIL_CATEGORIES, councilProfiles } from '@portal/devnet/scenario/councils';
import { devnetAddress } from '@portal/devnet/src/accounts';
import type { Deployment } from '@portal/devnet/src/deployment';
import { readAddressBook } from '@portal/indexer/src/read/councilStakes';
import { type Address, createPublicClient, http } from 'viem';
import { activityFixtures } from './activityFixtures';

/** Turns an image of the scenario into the URL a page loads it from. */
export type StoreImage = (image: string, purpose: UploadPurpose) => Promise<string>;

/**
 * The scenario draws its images as inline data URLs (nothing to host); seeding stores each one as a
 * file in the uploads bucket, as an operator's upload is, so the public answers carry a short,
 * cacheable URL rather than the image itself. Any other value (a URL, '') is kept as it is.
 */
export function uploadsImageStore(s3: S3Client, bucket: string): StoreImage {
  const judge = judgeInProcess(s3, bucket);
  return async (image, purpose) => {
    const bytes = dataUrlBytes(image);
    if (bytes === null) return image;
    const stored = await storeUpload(s3, bucket, bytes, purpose, await judge({ purpose, bytes }));
    if (!stored.ok) throw new Error(`a scenario image is refused as a ${purpose}: ${stored.reason}`);
    return stored.url;
  };
}

/** The bytes of a `data:` URL (base64 or percent-encoded), or null for anything else. */
export function dataUrlBytes(url: string): Uint8Array | null {
  const match = /^data:[^,]*?(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  return match[1] ? Buffer.from(match[2]!, 'base64') : Buffer.from(decodeURIComponent(match[2]!), 'utf8');
}

/**
 * Writes the demo councils' profiles (what operators would have entered) once, their thumbnails
 * stored as uploads. A profile that exists is left alone, so edits made in the portal survive restarts.
 */
export async function seedCouncilProfiles(db: Db, storeImage: StoreImage, profiles: CouncilProfile[] = councilProfiles()): Promise<number> {
  let written = 0;
  for (const profile of profiles) {
    const data = CouncilProfileSchema.parse({
      ...profile,
      thumbnail: await storeImage(profile.thumbnail, 'councilThumbnail'),
      communities: await Promise.all(profile.communities.map(async (c) => ({ ...c, thumbnail: await storeImage(c.thumbnail, 'councilThumbnail') }))),
    });
    try {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { ...keys.councilProfile(profile.id), entity: ENTITY.councilProfile, v: 1, data },
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
export async function seedCouncilScreens(db: Db, storeImage: StoreImage, devnet: { rpcUrl: string; deployment: Deployment }): Promise<number> {
  await seedLookups(db, {
    categories: COUNCIL_CATEGORIES.map((c) => ({ ...c })),
    communityTypes: await Promise.all(COMMUNITY_TYPES.map(async (t) => ({ ...t, thumbnail: await storeImage(t.thumbnail, 'councilThumbnail') }))),
  });
  const client = createPublicClient({ transport: http(devnet.rpcUrl), cacheTime: 0 });
  const book = await readAddressBook(client, devnet.deployment.contracts.addressBook, await client.getBlockNumber());
  const stakingOf = new Map<number, Address[]>();
  for (const c of book.stakingContracts) stakingOf.set(c.councilId, [...(stakingOf.get(c.councilId) ?? []), c.address]);
  let written = 0;
  for (const record of activityFixtures({ contracts: devnet.deployment.contracts, stakingOf })) {
    const featured_image = await storeImage(record.featured_image, 'activityThumbnail');
    if (await putActivityRecordIfAbsent(db, { ...record, featured_image })) written++;
  }
  return written;
}

/**
 * The demo operators: each key is a devnet test key, `keccak256("council-portal devnet: <label>")`
 * (docs/local-stack.md lists them), so anyone can import one into a wallet and sign in to the local portal.
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
