import * as z from 'zod';
import { Address } from './primitives';
import { ChoiceNumber, CouncilRefSchema } from './proposal';

/** Wei as a decimal integer string: shares and assets exactly as the contract answers them. */
const Wei = z.string().regex(/^\d+$/, 'must be a non-negative integer string');
const Block = z.number().int().nonnegative();

/** A council's PublicDelegation contract, as the indexer last read it (its totals decide whether holders' values moved). */
export const DelegationPoolSchema = z.strictObject({
  pool: Address,
  staking: Address,
  council_id: z.number().int().nonnegative(),
  total_shares: Wei,
  total_assets: Wei,
  block: Block,
});
export type DelegationPool = z.infer<typeof DelegationPoolSchema>;

/** One holder's pdKAIA in one council's PublicDelegation: its shares and their KAIA value (convertToAssets) at `block`. */
export const DelegationHoldingSchema = z.strictObject({
  holder: Address,
  pool: Address,
  council_id: z.number().int().nonnegative(),
  shares: Wei,
  assets: Wei,
  block: Block,
});
export type DelegationHolding = z.infer<typeof DelegationHoldingSchema>;

/** GET /v1/delegators/{address}: the councils an address's stake backs, and how each voted on every agenda. */
export const DelegatorViewSchema = z.strictObject({
  address: Address,
  councils: z.array(
    z.strictObject({
      council: CouncilRefSchema,
      pool: Address,
      shares: Wei,
      /** The shares' value in KAIA (decimal) at `block`. */
      value: z.string(),
      block: Block,
    }),
  ),
  /**
   * Every agenda, newest first, with each backed council's choice: -1 where it did not vote, and
   * `tracked` false where it could not (not a council with voting power in that agenda).
   */
  agendas: z.array(
    z.strictObject({
      id: z.number().int().nonnegative(),
      title: z.string(),
      state: z.number().int().min(0).max(7),
      votes: z.array(z.strictObject({ council_id: z.number().int().nonnegative(), choice: ChoiceNumber, tracked: z.boolean() })),
    }),
  ),
});
export type DelegatorView = z.infer<typeof DelegatorViewSchema>;
