import * as z from 'zod';
import { Address, DecimalString } from './primitives';

export const CouncilStatus = z.enum(['New', 'OnBoarding', '']);

export const ContractType = z.enum(['node', 'reward', 'staking']);

export const CouncilContractSchema = z.strictObject({
  type: ContractType,
  address: Address,
  /** 1, 2 or 3 for staking contracts (V1/V2/V3 chips, what the contract's VERSION() says); 1 for the others. */
  version: z.number().int().min(1),
});
export type CouncilContract = z.infer<typeof CouncilContractSchema>;

export const CategorySchema = z.strictObject({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof CategorySchema>;

export const LinkSchema = z.strictObject({ url: z.url(), title: z.string() });

export const CommunitySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  thumbnail: z.string(),
  links: z.array(LinkSchema),
});

export const StakingPointSchema = z.strictObject({
  total_staking: DecimalString,
  apy: z.string(),
  date: z.iso.datetime(),
});

/**
 * One public-delegation contract of a council (KIP-163) as the chain answers at the indexed block, in
 * KAIA: `holders` what its holders own (PublicDelegation totalAssets: stake less what is withdrawing,
 * plus rewards not yet restaked, less commission), `withdrawing` what they asked back and have not
 * claimed (its CnStakingV3's unstaking), its commission (`rate` of `denominator`, paid to `to`), and
 * the CnStakingV3's own initial lockup and what of it remains.
 */
export const PublicDelegationStakeSchema = z.strictObject({
  staking: Address,
  contract: Address,
  holders: DecimalString,
  withdrawing: DecimalString,
  commission: z.strictObject({ rate: DecimalString, denominator: DecimalString, to: Address }),
  lockup: z.strictObject({ initial: DecimalString, remaining: DecimalString }),
});
export type PublicDelegationStake = z.infer<typeof PublicDelegationStakeSchema>;

/**
 * A council's stake as the staking tracker counts it (KIP-226), in KAIA at the indexed block:
 * `cnStaking` its staking contracts (less what is being withdrawn), `delegated` the part of it held
 * through public delegation, `cl` the WKAIA its CL pools hold, `total` = cnStaking + cl (what votes
 * count, and the list's staking), `eligible` when its CnStaking (V2 and later) reaches `minimum`, the
 * voting contract's tracker's MIN_STAKE (both null where the indexer has no voting contract to ask).
 */
export const CouncilStakeSchema = z.strictObject({
  cnStaking: DecimalString,
  delegated: DecimalString,
  cl: DecimalString,
  total: DecimalString,
  minimum: DecimalString.nullable(),
  eligible: z.boolean().nullable(),
  /** Its public-delegation contracts; absent when it has none. */
  publicDelegations: z.array(PublicDelegationStakeSchema).optional(),
});
export type CouncilStake = z.infer<typeof CouncilStakeSchema>;

/** A governance council member (spec §3 "Council (GC)"). */
export const CouncilSchema = z.strictObject({
  id: z.number().int().nonnegative(),
  name: z.string(),
  thumbnail: z.string(),
  summary: z.string(),
  description: z.string(),
  categories: z.array(CategorySchema),
  websites: z.array(LinkSchema),
  communities: z.array(CommunitySchema),
  contracts: z.array(CouncilContractSchema),
  staking: z.array(StakingPointSchema),
  /** Absent until the indexer has read the council's stake. */
  stake: CouncilStakeSchema.optional(),
  site_conf: z.strictObject({ status: CouncilStatus, isFoundation: z.boolean() }),
  joined_at: z.iso.datetime().nullable(),
  resigned_at: z.iso.datetime().nullable(),
});
export type Council = z.infer<typeof CouncilSchema>;

/** The council selector entry (strip on the activity and voting pages). */
export type CouncilSummary = Pick<Council, 'id' | 'name' | 'thumbnail'>;

/**
 * What operators write about a council (admin data). The public council adds what the chain says:
 * its contracts and staking.
 */
export const CouncilProfileSchema = CouncilSchema.omit({ contracts: true, staking: true, stake: true });
export type CouncilProfile = z.infer<typeof CouncilProfileSchema>;

/**
 * What the table keeps of a council: its profile and the node address the operator entered
 * (admin-area §7.2 metadata `address`). The public list takes its addresses from the chain and adds
 * the entered one as a node when the chain does not list it (views/councilList withEnteredNode).
 * Profiles stored before it existed read as null.
 */
export const CouncilRecordSchema = CouncilProfileSchema.extend({ address: Address.nullable().default(null) });
export type CouncilRecord = z.infer<typeof CouncilRecordSchema>;

/** A council as the admin area reads it (GET /v1/councils/admin, /v1/councils/{cid}/admin): its record and its edit version. */
export const AdminCouncilSchema = z.strictObject({ council: CouncilRecordSchema, version: z.number().int().nonnegative() });
export type AdminCouncil = z.infer<typeof AdminCouncilSchema>;
export const AdminCouncilListSchema = z.array(AdminCouncilSchema);

/** GET /v1/councils?order=staking: the full public list. */
export const CouncilListSchema = z.array(CouncilSchema);

/** Admin-area spec §5 and §9: limits of a council's profile. */
export const MAX_COUNCIL_CATEGORIES = 3;
export const MAX_COUNCIL_SUMMARY_LENGTH = 180;
/** "under 4 lines" */
export const MAX_COUNCIL_SUMMARY_LINES = 3;
export const MAX_COUNCIL_DESCRIPTION_LENGTH = 5000;

/**
 * An operator's edit of a council's profile: shape (a) of PUT /v1/councils/{cid} (admin-area spec
 * §7.2) — categories by id, summary and description, all required (§5 "Edit profile / description").
 */
export const CouncilProfileEditSchema = z.strictObject({
  categories: z
    .array(z.number().int().nonnegative())
    .min(1, 'Choose at least one category')
    .max(MAX_COUNCIL_CATEGORIES, `Choose at most ${MAX_COUNCIL_CATEGORIES} categories`)
    .refine((ids) => new Set(ids).size === ids.length, 'A category is chosen twice'),
  summary: z
    .string()
    .trim()
    .min(1, 'The summary is required')
    .max(MAX_COUNCIL_SUMMARY_LENGTH, `The summary must be at most ${MAX_COUNCIL_SUMMARY_LENGTH} characters`)
    .refine((text) => text.split('\n').length <= MAX_COUNCIL_SUMMARY_LINES, `The summary must be under ${MAX_COUNCIL_SUMMARY_LINES + 1} lines`),
  description: z
    .string()
    .trim()
    .min(1, 'The description is required')
    .max(MAX_COUNCIL_DESCRIPTION_LENGTH, `The description must be at most ${MAX_COUNCIL_DESCRIPTION_LENGTH} characters`),
});
export type CouncilProfileEdit = z.infer<typeof CouncilProfileEditSchema>;
