import type { Abi, Address } from 'viem';

/**
 * A contract of the network the portal knows by name and interface (the voting contract, GovParam,
 * the treasury funds, the address book, the staking tracker): the indexer decodes an agenda's
 * action whose target is one of them. Addresses come from the configuration or the chain.
 */
export type KnownContract = { address: Address; name: string; abi: Abi };
