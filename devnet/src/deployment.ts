import type { Address as ViemAddress, Hex } from 'viem';
import * as z from 'zod';

/** Typed as viem's address and hex, so a parsed deployment goes straight into viem calls. */
const Address = z.custom<ViemAddress>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value), 'Invalid address');
const PrivateKey = z.custom<Hex>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value), 'Invalid private key');

/** A devnet account whose key is public (local test chain only). */
const KeyedAccountSchema = z.strictObject({ address: Address, privateKey: PrivateKey });

/**
 * What a started devnet tells the rest of the stack: where it is, what was deployed, and which
 * accounts play which part. Written to `${dataDir}/deployment.json`.
 */
export const DeploymentSchema = z.strictObject({
  chainId: z.number().int().positive(),
  rpcUrl: z.string().min(1),
  /** The first block our contracts exist in: indexers start here. */
  startBlock: z.number().int().nonnegative(),
  /**
   * Sum of all genesis allocations, in wei (decimal string). There is no block reward, so the
   * devnet's total supply at any block is genesisSupply minus the base fees burnt up to it.
   */
  genesisSupply: z.string().regex(/^\d+$/, 'must be a decimal string'),
  contracts: z.strictObject({
    addressBook: Address,
    kcf: Address,
    kff: Address,
    voting: Address,
    stakingTracker: Address,
    /** Network parameters, owned by the voting contract: custom-transaction agendas change them. */
    govParam: Address,
    /** The voting contract's secretary: a WeightedMultisig of the approvers below. */
    secretary: Address,
  }),
  /** The secretary multisig's threshold (also on chain: the portal reads it from there). */
  secretaryThreshold: z.number().int().positive(),
  accounts: z.strictObject({
    /** Owns the address book and the treasury funds, and administers every staking contract. */
    deployer: KeyedAccountSchema,
    /** Sends the secretary's calls the approvers signed (pays their gas; no say of its own). */
    relayer: KeyedAccountSchema,
    /** The secretary multisig's owners, with their weights. */
    approvers: z.array(KeyedAccountSchema.extend({ weight: z.number().int().positive() })),
    /**
     * The voter account of each sitting council that has one, by gc id. Some councils stake too little
     * to have votes; the first ones (gc 2, 3, 4) never vote on the agendas the scenario leaves open,
     * so browser tests can.
     */
    voters: z.array(KeyedAccountSchema.extend({ councilId: z.number().int().positive() })),
    /** Funded, but no council's voter. */
    nonVoter: KeyedAccountSchema,
  }),
});

export type Deployment = z.infer<typeof DeploymentSchema>;
