import * as z from 'zod';
import { Address } from './primitives';

/**
 * Who may sign in and what they may do (admin spec §3, §6). Stored accounts are the site's
 * operators (type 0: site admin level 0, site manager level 1) and council members (type 1: GC
 * admin level 0, GC manager level 1, bound to one council). Secretaries (the voting contract's
 * secretary's approvers) and voters (the chain's voterToGCId) are not stored as accounts: they are
 * recognised by address, and a secretary without a stored account answers with id -1 as the spec says.
 */

export const ROLES = ['siteAdmin', 'siteManager', 'gcAdmin', 'gcManager', 'secretary', 'voter'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_TYPE = { site: 0, council: 1 } as const;
export const ACCOUNT_LEVEL = { admin: 0, manager: 1 } as const;

/** Members per council (admin spec §5 "Members", §9). */
export const COUNCIL_SEATS = { [ACCOUNT_LEVEL.admin]: 1, [ACCOUNT_LEVEL.manager]: 2 } as const;

/** The id a secretary's answer carries when the address has no stored account (spec §3: isSecretary is id -1). */
export const SECRETARY_ACCOUNT_ID = -1;
/** The id of a voter's answer when the address has no stored account. */
export const VOTER_ACCOUNT_ID = 0;

const AccountType = z.union([z.literal(ACCOUNT_TYPE.site), z.literal(ACCOUNT_TYPE.council)]);
const AccountLevel = z.union([z.literal(ACCOUNT_LEVEL.admin), z.literal(ACCOUNT_LEVEL.manager)]);

/** What POST and PUT /v1/accounts carry (spec §7.2, §7.5): a site account has council_id 0, a council member its council. */
export const AccountInputSchema = z
  .strictObject({
    address: Address,
    council_id: z.number().int().nonnegative(),
    level: AccountLevel,
    type: AccountType,
  })
  .superRefine((input, ctx) => {
    if (input.type === ACCOUNT_TYPE.site && input.council_id !== 0) {
      ctx.addIssue({ code: 'custom', path: ['council_id'], message: 'A site account has council_id 0' });
    }
    if (input.type === ACCOUNT_TYPE.council && input.council_id < 1) {
      ctx.addIssue({ code: 'custom', path: ['council_id'], message: 'A council member needs its council_id' });
    }
  });
export type AccountInput = z.infer<typeof AccountInputSchema>;

/**
 * A stored account, the spec's "site account" (id, address, council_id, level, type): a site
 * operator or a council member. Addresses are kept lower-case.
 */
export const SiteAccountSchema = z.strictObject({
  id: z.number().int().positive(),
  address: Address,
  council_id: z.number().int().nonnegative(),
  level: AccountLevel,
  type: AccountType,
  /** The edit version an editor sends back in If-Match (answers carry it; the stored data does not). */
  version: z.number().int().nonnegative().optional(),
});
export type SiteAccount = z.infer<typeof SiteAccountSchema>;
export const SiteAccountListSchema = z.array(SiteAccountSchema);

/** The sign-in flow's address check (step 3): an address that may sign in; any other is refused 403. */
export const SignInCheckSchema = z.strictObject({ address: Address, allowed: z.literal(true) });

/** The account of a signed-in address (spec §3 "myAccount"): what it is, the roles the server derived, and the spec's flags. */
export const AccountSchema = z.strictObject({
  id: z.number().int(),
  address: Address,
  council_id: z.number().int().nonnegative(),
  type: AccountType,
  /** null for a voter or secretary without a stored account. */
  level: AccountLevel.nullable(),
  voter: z.boolean(),
  typeEnum: z.enum(['GC', 'admin']),
  roles: z.array(z.enum(ROLES)),
  isSiteOperator: z.boolean(),
  isSiteAdmin: z.boolean(),
  isVoter: z.boolean(),
  isSecretary: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

/** The roles a stored account holds by its type and level. */
export function rolesOfAccount(account: Pick<SiteAccount, 'type' | 'level'>): Role[] {
  if (account.type === ACCOUNT_TYPE.site) return [account.level === ACCOUNT_LEVEL.admin ? 'siteAdmin' : 'siteManager'];
  return [account.level === ACCOUNT_LEVEL.admin ? 'gcAdmin' : 'gcManager'];
}

/**
 * Everything the server knows of an address, as one account, or null when it may not sign in.
 * A stored account decides id, type, level and council; being a secretary's approver or a council's
 * voter adds those roles. Without a stored account, a secretary is a site-side account with id -1
 * (spec §3) and a voter a council-side one bound to its council.
 */
export function deriveSignedInAccount(
  address: string,
  facts: { stored: SiteAccount | null; secretary: boolean; voterCouncilId: number | null },
): Account | null {
  const { stored, secretary, voterCouncilId } = facts;
  const voter = voterCouncilId !== null;
  if (!stored && !secretary && !voter) return null;
  const roles: Role[] = [...(stored ? rolesOfAccount(stored) : []), ...(secretary ? (['secretary'] as const) : []), ...(voter ? (['voter'] as const) : [])];
  const base = stored
    ? { id: stored.id, council_id: stored.council_id, type: stored.type, level: stored.level }
    : secretary
      ? { id: SECRETARY_ACCOUNT_ID, council_id: 0, type: ACCOUNT_TYPE.site, level: null }
      : { id: VOTER_ACCOUNT_ID, council_id: voterCouncilId ?? 0, type: ACCOUNT_TYPE.council, level: null };
  return AccountSchema.parse({
    ...base,
    address: address.toLowerCase(),
    voter,
    typeEnum: base.type === ACCOUNT_TYPE.site ? 'admin' : 'GC',
    roles,
    isSiteOperator: base.type === ACCOUNT_TYPE.site,
    isSiteAdmin: roles.includes('siteAdmin'),
    isVoter: voter,
    isSecretary: secretary,
  });
}

/** The refusal of an address that may not sign in (admin-area §8 "Sign-in and wallet"), on the server and the page alike. */
export const NOT_AUTHORIZED = 'Sorry, only authorized person can login to the site';
