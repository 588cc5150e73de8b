import * as z from 'zod';
import {
  AddressCountListSchema,
  ContractCategoryChangeSchema,
  ContractFormSchema,
  ContractMetaSchema,
  ContractSyncSchema,
  GasUsageListSchema,
  NetworkStatusSchema,
  RANK_LIMIT,
  RankedContractListSchema,
  StakingPointListSchema,
  StatInfoSchema,
  SupplySummarySchema,
  TxInfoListSchema,
} from '../entities/stats';
import {
  FinancialRowListSchema,
  FundType,
  TreasuryHistoryListSchema,
  TreasuryTransactionEditSchema,
  TreasuryTransactionListSchema,
  TreasuryTransactionSchema,
  TreasurySyncSchema,
} from '../entities/treasury';
import { RecordIdParam } from './ids';
import { LangParam, LangQuery } from './lang';
import { type FileAnswer, defineRoutes, publicRead, signedInRead, write } from './route';

const csv = (description: string): FileAnswer => ({ contentType: 'text/csv; charset=utf-8', description });

/** The networks' token: the Status page asks for its figures by name. */
const PRODUCTS = ['klay', 'kaia'] as const;

const DaysQuery = (allowed: readonly [string, ...string[]], fallback: string) => z.strictObject({ days: z.enum(allowed).default(fallback).transform(Number) });
const ChainDaysQuery = DaysQuery(['30', '90', '365'], '30');

const RankQuery = z.strictObject({
  council: z.enum(['true', 'false']).default('false').describe("true: only the councils' contracts").transform((v) => v === 'true'),
  days: z.enum(['1', '7', '30', '90']).default('30').transform(Number),
  limit: z.coerce.number().int().min(1).max(RANK_LIMIT).default(30),
});

const SupplyQuery = z.strictObject({
  /** 1, 7, 30 or 365; or `from` instead. */
  days: z.enum(['1', '7', '30', '365']).optional().describe('The last 1, 7, 30 or 365 days; or from instead'),
  /** From the first burn or from genesis (the initial reserve allocation). */
  from: z.enum(['burn', 'genesis']).optional().describe('From the first burn or from genesis; or days instead'),
  /** Points wanted: 84 for a day, 600 otherwise (at most what the range holds). */
  size: z.coerce.number().int().min(2).max(600).optional().describe('How many points, evenly thinned'),
});

/** KCF or kcf: the fund of the path. */
const Fund = z.string().describe('KCF or KFF, in any case').transform((v) => v.toUpperCase()).pipe(FundType);
const FundParam = z.strictObject({ fund: Fund });
const FinancialQuery = z.strictObject({ fund: z.string().describe('KCF or KFF, in any case; both funds without it').transform((v) => v.toUpperCase()).pipe(FundType).optional() });

const ContractId = z.strictObject({ id: RecordIdParam });

/**
 * The Status page's network statistics (/v1/stat, /v1/klay, /v1/status), the operators' contract
 * ranking editor (/v1/status/contract) and the Treasury page (/v1/treasury, /v1/financial).
 */
export const statusRoutes = defineRoutes({
  'GET /v1/stat/info': { access: publicRead(), tag: 'Status', summary: 'The governance, istanbul and reward parameters', answer: StatInfoSchema, example: '/v1/stat/info' },
  'GET /v1/klay/supply': { access: publicRead(), tag: 'Status', summary: 'Circulating supply over one range (give days or from)', query: SupplyQuery, answer: SupplySummarySchema, example: '/v1/klay/supply?days=1&size=84' },
  'GET /v1/status/tx_info': { access: publicRead(), tag: 'Status', summary: 'Transactions and fees per day, newest first', query: ChainDaysQuery, answer: TxInfoListSchema, example: '/v1/status/tx_info?days=30' },
  'GET /v1/status/gas_usage': { access: publicRead(), tag: 'Status', summary: 'Gas used per day, newest first', query: ChainDaysQuery, answer: GasUsageListSchema, example: '/v1/status/gas_usage?days=30' },
  'GET /v1/status/account': {
    access: publicRead(),
    tag: 'Status',
    summary: 'Addresses per month, newest first',
    query: z.strictObject({ months: z.enum(['12', '36']).default('12').transform(Number) }),
    answer: AddressCountListSchema,
    example: '/v1/status/account?months=12',
  },
  'GET /v1/status/staking': {
    access: publicRead(),
    tag: 'Status',
    summary: 'Staked amounts per day, of all councils (cid=-1) or one',
    query: z.strictObject({ cid: z.coerce.number().int().min(-1).default(-1).describe('A council id; -1 all councils'), days: z.enum(['30', '90', '365', '2000']).default('30').transform(Number) }),
    answer: StakingPointListSchema,
    example: '/v1/status/staking?cid=-1&days=30',
  },
  'GET /v1/status/txcount_rank': { access: publicRead(), tag: 'Status', summary: 'Contracts ranked by transactions', query: RankQuery, answer: RankedContractListSchema, example: '/v1/status/txcount_rank?days=30&limit=30' },
  'GET /v1/status/txfee_rank': { access: publicRead(), tag: 'Status', summary: 'Contracts ranked by fees', query: RankQuery, answer: RankedContractListSchema, example: '/v1/status/txfee_rank?days=30&limit=30' },
  'GET /v1/status/{product}': {
    access: publicRead(),
    tag: 'Status',
    summary: "The network's current figures",
    params: z.strictObject({ product: z.enum(PRODUCTS) }),
    answer: NetworkStatusSchema,
    example: '/v1/status/klay',
  },

  'GET /v1/status/contract/sync': { access: publicRead(), tag: 'Status', summary: 'When the contract ranking was last computed', answer: ContractSyncSchema, example: '/v1/status/contract/sync' },
  'PUT /v1/status/contract/category': {
    access: write('siteAdmin'),
    tag: 'Editors',
    summary: "Changes the selected contracts' category, each at the version the list showed (all or none)",
    body: ContractCategoryChangeSchema,
    answer: z.null(),
  },
  'GET /v1/status/contract/{id}': { access: signedInRead('siteAdmin', 'siteManager'), tag: 'Editors', summary: "One contract's description for its edit form, with its version", params: ContractId, answer: ContractMetaSchema, example: '/v1/status/contract/1' },
  'PUT /v1/status/contract/{id}': {
    access: write('siteAdmin'),
    tag: 'Editors',
    summary: "Edits one contract's description over the version its editor read; every ranking shows it at once",
    params: ContractId,
    body: { multipart: ContractFormSchema, files: 'thumbnail: the logo (PNG, JPG or SVG under 3.8 MB), for a contract of no council' },
    answer: ContractMetaSchema,
    ifMatch: true,
  },

  'GET /v1/treasury/transactions/{fund}': { access: publicRead(), tag: 'Treasury', summary: "A fund's payments, newest first", params: FundParam, answer: TreasuryTransactionListSchema, example: '/v1/treasury/transactions/KCF' },
  'GET /v1/treasury/transactions/{fund}/download': {
    access: publicRead(),
    tag: 'Treasury',
    summary: "A fund's payments as a CSV file",
    params: FundParam,
    query: LangQuery,
    answer: csv("The fund's payments, one row each, with a header row"),
    example: '/v1/treasury/transactions/KCF/download',
  },
  'PUT /v1/treasury/transactions/{treasuryId}': {
    access: write('siteAdmin'),
    tag: 'Editors',
    summary: 'Relabels one payment over the version its editor read',
    params: z.strictObject({ treasuryId: RecordIdParam }),
    body: TreasuryTransactionEditSchema,
    answer: TreasuryTransactionSchema,
    ifMatch: true,
  },
  'POST /v1/treasury/transactions': { access: write('siteAdmin'), tag: 'Editors', summary: 'Runs the treasury job now and answers when it has ended (Sync Data)', answer: TreasurySyncSchema },
  'GET /v1/treasury/history/{fundType}': {
    access: publicRead(),
    tag: 'Treasury',
    summary: "A fund's last 12 months, newest first",
    params: z.strictObject({ fundType: Fund }),
    answer: TreasuryHistoryListSchema,
    example: '/v1/treasury/history/KCF',
  },
  'GET /v1/financial': { access: publicRead(), tag: 'Treasury', summary: 'The financial statement: each month of each fund', query: FinancialQuery, answer: FinancialRowListSchema, example: '/v1/financial' },
  'GET /v1/financial/download': {
    access: publicRead(),
    tag: 'Treasury',
    summary: 'The financial statement as a CSV file',
    query: FinancialQuery.extend({ lang: LangParam }),
    answer: csv('The financial statement, one row per month and fund, with a header row'),
    example: '/v1/financial/download?fund=KCF',
  },
});
