/**
 * KIP-149's registry of system contracts (at 0x…0401 on every network) and what it names for
 * KIP-226: the CL registry (each council's CL pool) and WKAIA (what a pool holds for its council).
 */
export const REGISTRY_ADDRESS = '0x0000000000000000000000000000000000000401' as const;
export const REGISTRY_NAMES = { clRegistry: 'CLRegistry', wrappedKaia: 'WrappedKaia' } as const;

export const registryAbi = [
  { type: 'function', name: 'getActiveAddr', stateMutability: 'view', inputs: [{ name: 'name', type: 'string' }], outputs: [{ name: '', type: 'address' }] },
] as const;

export const clRegistryAbi = [
  {
    type: 'function',
    name: 'getAllCLs',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'nodeIds', type: 'address[]' },
      { name: 'gcIds', type: 'uint256[]' },
      { name: 'clPools', type: 'address[]' },
    ],
  },
] as const;

export const erc20BalanceAbi = [
  { type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'account', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] },
] as const;
