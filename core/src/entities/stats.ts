import * as z from 'zod';
import { Address, DecimalString } from './primitives';

/**
 * Network statistics of the Status page (spec §3: supply summary, network status, tx info, address
 * count, staking and reward point, chain config, ranked contract). Amounts are KLAY as decimal
 * strings; changes may be negative.
 */
export const SignedDecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal string');
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be yyyy-MM-dd');
const Month = z.string().regex(/^\d{4}-\d{2}$/, 'must be yyyy-MM');

/** The ranges of the Circulation Supply chart and the points each one gets (spec §7). */
export const SUPPLY_RANGES = ['1d', '7d', '30d', '365d', 'burn', 'genesis'] as const;
export type SupplyRange = (typeof SUPPLY_RANGES)[number];
export const SUPPLY_POINTS: Record<SupplyRange, number> = { '1d': 84, '7d': 600, '30d': 600, '365d': 600, burn: 600, genesis: 600 };
/** Ranges given in days; `burn` and `genesis` start at a date instead. */
export const SUPPLY_RANGE_DAYS: Partial<Record<SupplyRange, number>> = { '1d': 1, '7d': 7, '30d': 30, '365d': 365 };

/** What the chain's accounting said at one block (stored by the indexer, a sample every 15 minutes or hour). */
export const SupplySampleSchema = z.strictObject({
  block: z.number().int().nonnegative(),
  time: z.iso.datetime(),
  total_minted: DecimalString,
  total_burnt: DecimalString,
  burnt_by_tx_fee: DecimalString,
  burnt_by_burning: DecimalString,
  burnt_by_kip103: DecimalString,
  total_supply: DecimalString,
  /** Held by the treasury funds (KCF, KFF): out of circulation. */
  uncirculated: DecimalString,
  circulating_supply: DecimalString,
});
export type SupplySample = z.infer<typeof SupplySampleSchema>;

export const SupplyPointSchema = z.strictObject({ block_time: z.iso.datetime(), circulating_supply: DecimalString });
export type SupplyPoint = z.infer<typeof SupplyPointSchema>;

/** GET /v1/klay/supply. */
export const SupplySummarySchema = z.strictObject({
  last_updated: z.iso.datetime(),
  range: z.enum(SUPPLY_RANGES),
  from: z.iso.datetime(),
  klay_supply: z.array(SupplyPointSchema),
  supply_change: z.strictObject({
    issued: DecimalString,
    burned: DecimalString,
    /** Circulating supply at the end less at the start. */
    increment: SignedDecimalString,
    /** increment / circulating at the start, in percent. */
    inflation: SignedDecimalString,
    /** Change of what the funds hold: issued − burned − uncirculated = increment. */
    uncirculated: SignedDecimalString,
  }),
  current_supply: z.strictObject({ total_supply: DecimalString, circulating_supply: DecimalString }),
});
export type SupplySummary = z.infer<typeof SupplySummarySchema>;

/** GET /v1/status/{product}. */
export const NetworkStatusSchema = z.strictObject({
  market_cap: DecimalString,
  fdv: DecimalString,
  price_usd: DecimalString,
  burnt_by_tx_fee: DecimalString,
  burnt_by_burning: DecimalString,
  burnt_by_kip103: DecimalString,
  last_updated: z.iso.datetime(),
});
export type NetworkStatus = z.infer<typeof NetworkStatusSchema>;

/** One Singapore day of the chain (stored); `through_block` makes re-adding a block a no-op. */
export const ChainDaySchema = z.strictObject({
  date: Day,
  tx_count: z.number().int().nonnegative(),
  tx_fee: DecimalString,
  gas_used: z.string().regex(/^\d+$/),
  /** Per called contract (lowercase address): transactions and fees. */
  contracts: z.record(z.string(), z.strictObject({ tx_count: z.number().int().nonnegative(), tx_fee: DecimalString })),
  through_block: z.number().int().min(-1),
});
export type ChainDay = z.infer<typeof ChainDaySchema>;

export const TxInfoSchema = z.strictObject({ date: Day, tx_count: z.number().int().nonnegative(), tx_fee: DecimalString });
export type TxInfo = z.infer<typeof TxInfoSchema>;

export const GasUsageSchema = z.strictObject({ date: Day, gas_used: z.string().regex(/^\d+$/), tx_count: z.number().int().nonnegative() });
export type GasUsage = z.infer<typeof GasUsageSchema>;

/** One month of accounts (stored): who was active, and how many accounts appeared for the first time. */
export const AccountMonthSchema = z.strictObject({
  date: Month,
  active_eoa: z.array(z.string()),
  active_sca: z.array(z.string()),
  new_eoa: z.number().int().nonnegative(),
  new_sca: z.number().int().nonnegative(),
  through_block: z.number().int().min(-1),
});
export type AccountMonth = z.infer<typeof AccountMonthSchema>;

export const AddressCountSchema = z.strictObject({
  date: Month,
  active_eoa: z.number().int().nonnegative(),
  active_sca: z.number().int().nonnegative(),
  total_eoa: z.number().int().nonnegative(),
  total_sca: z.number().int().nonnegative(),
});
export type AddressCount = z.infer<typeof AddressCountSchema>;

/** One day of a council's (or all councils', gc -1) staking and rewards. */
export const StakingPointSchema = z.strictObject({
  date: Day,
  /** Estimated annual reward / staked, in percent. */
  apy: DecimalString,
  total_staking: DecimalString,
  proposer_reward: DecimalString,
  staking_reward: DecimalString,
  /** The day's reward × 365. */
  estimated_reward: DecimalString,
  /** Share of all councils' stake, in percent. */
  ratio: DecimalString,
});
export type StakingPoint = z.infer<typeof StakingPointSchema>;

/** GET /v1/stat/info: the governance, istanbul and reward parameters (governance_getParams keys). */
export const StatInfoSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type StatInfo = z.infer<typeof StatInfoSchema>;

/** The chain config (spec §3), read from kaia_getChainConfig. */
export const ChainConfigSchema = z.strictObject({
  governance_mode: z.string(),
  governing_node: z.string(),
  committee_size: z.number().int(),
  deferred_tx_fee: z.boolean(),
  minimum_stake: DecimalString,
  /** KLAY per block. */
  minting_amount: DecimalString,
  proposer_update_interval: z.number().int(),
  /** GC reward / foundation fund / community fund. */
  ratio: z.string(),
  kip82_ratio: z.string(),
  staking_update_interval: z.number().int(),
  use_gini_coefficient: z.boolean(),
  block_number: z.number().int().nonnegative(),
});
export type ChainConfig = z.infer<typeof ChainConfigSchema>;

/** Contract categories of the ranking; null is UNCATEGORIZED. */
export const CONTRACT_CATEGORIES = ['INFRA', 'SECURITY', 'MEDIA', 'INVEST', 'CE/DE-FI', 'NFT', 'GAME', 'ETC'] as const;
export const ContractCategory = z.enum(CONTRACT_CATEGORIES);

/** What operators say about a contract (admin data); every ranked contract has one, with a stable id. */
export const ContractMetaSchema = z.strictObject({
  id: z.number().int().positive(),
  address: Address,
  sq_logo: z.string().nullable(),
  sq_company: z.string().nullable(),
  sq_service: z.string().nullable(),
  sq_category: ContractCategory.nullable(),
  /** -1: not registered by a council. */
  council_id: z.number().int(),
  sq_filename: z.string().nullable(),
  /** The edit version an editor sends back (absent: never edited, 0); kept on the item, not in its data. */
  version: z.number().int().nonnegative().optional(),
});
export type ContractMeta = z.infer<typeof ContractMetaSchema>;

/** Admin-area §5, contract edit: the limits and their messages (the service name's limit and message differ in the spec). */
export const CONTRACT_NAME_MAX = 30;
export const CONTRACT_EDIT_MESSAGES = {
  serviceRequired: 'Please enter service name',
  serviceTooLong: 'Please enter less than 40 characters',
  companyRequired: 'Please enter company name',
  companyTooLong: 'Please enter less than 30 characters',
  categoryRequired: 'Please select a category',
  logoTooLarge: 'Please upload a file less than 4 MB',
} as const;
/** A logo must be under 3.8 MB (admin spec §9; the message says 4 MB), as the upload check's contractLogo rule. */
export const CONTRACT_LOGO_MAX_BYTES = 3.8 * 1024 * 1024;
/** council_id of a project that is not a council member. */
export const NOT_A_COUNCIL = -1;

/** A logo stored by storeUpload (a content-hash key), or "none" to remove it. */
export const ContractLogoInput = z.union([z.literal('none'), z.string().regex(/^\/uploads\/[A-Za-z]+\/[0-9a-f]{64}\.(png|jpg|svg)$/)]);

/**
 * PUT /v1/status/contract/{id}, the form's `metadata` (spec §7.5). A council member's project name
 * and logo are the council's; a non-member's are the operator's (project name required). The logo
 * file travels beside it as `thumbnail`, the version the editor read in If-Match.
 */
export const ContractEditSchema = z
  .strictObject({
    council_id: z.number().int().min(NOT_A_COUNCIL),
    sq_company: z.string().trim().max(CONTRACT_NAME_MAX, CONTRACT_EDIT_MESSAGES.companyTooLong).nullable().optional(),
    sq_logo: ContractLogoInput.optional(),
    sq_service: z.string().trim().min(1, CONTRACT_EDIT_MESSAGES.serviceRequired).max(CONTRACT_NAME_MAX, CONTRACT_EDIT_MESSAGES.serviceTooLong),
    sq_category: z.enum(CONTRACT_CATEGORIES, CONTRACT_EDIT_MESSAGES.categoryRequired),
  })
  .refine((edit) => edit.council_id !== NOT_A_COUNCIL || !!edit.sq_company, { message: CONTRACT_EDIT_MESSAGES.companyRequired, path: ['sq_company'] });
export type ContractEdit = z.infer<typeof ContractEditSchema>;

/**
 * PUT /v1/status/contract/{id} is multipart: `metadata`, the ContractEditSchema as JSON text, and
 * optionally the logo file as `thumbnail`; nothing else.
 */
export const ContractFormSchema = z.strictObject({
  metadata: z.string().max(10_000),
  thumbnail: z.file().optional(),
});

/** PUT /v1/status/contract/category: the selected rows' new category (null: uncategorized), each with the version the list showed. */
export const ContractCategoryChangeSchema = z
  .array(z.strictObject({ id: z.number().int().positive(), sq_category: ContractCategory.nullable(), version: z.number().int().nonnegative() }))
  .min(1)
  .max(50);
export type ContractCategoryChange = z.infer<typeof ContractCategoryChangeSchema>;

export const RankedContractSchema = ContractMetaSchema.extend({
  rank: z.number().int().positive(),
  tx_count: z.number().int().nonnegative(),
  tx_fee: DecimalString,
  // Read-only fields a data warehouse fills on the network; the devnet has none.
  bq_company: z.string().nullable(),
  bq_service: z.string().nullable(),
  bq_category1: z.string().nullable(),
  bq_category2: z.string().nullable(),
});
export type RankedContract = z.infer<typeof RankedContractSchema>;

export const RANK_TYPES = ['txcount', 'txfee'] as const;
export type RankType = (typeof RANK_TYPES)[number];
export const RANK_DAYS = [1, 7, 30, 90] as const;
export type RankDays = (typeof RANK_DAYS)[number];
/** Rankings keep the admin's limit; the public pages ask for 30. */
export const RANK_LIMIT = 50;
export const PUBLIC_RANK_LIMIT = 30;

export const ContractRankingSchema = z.strictObject({
  type: z.enum(RANK_TYPES),
  days: z.number().int().positive(),
  council_only: z.boolean(),
  /** The last day counted (Singapore time). */
  through: Day,
  items: z.array(RankedContractSchema),
});
export type ContractRanking = z.infer<typeof ContractRankingSchema>;

export const ContractSyncSchema = z.strictObject({ synced_at: z.iso.datetime().nullable() });
export type ContractSync = z.infer<typeof ContractSyncSchema>;

/** The Status page's lists (GET /v1/status/tx_info, gas_usage, account, staking, *_rank), newest first. */
export const TxInfoListSchema = z.array(TxInfoSchema);
export const GasUsageListSchema = z.array(GasUsageSchema);
export const AddressCountListSchema = z.array(AddressCountSchema);
export const StakingPointListSchema = z.array(StakingPointSchema);
export const RankedContractListSchema = z.array(RankedContractSchema);
