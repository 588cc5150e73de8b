/**
 * The parts of a council's staking contract the portal reads. Every version answers CONTRACT_TYPE()
 * and VERSION(); gcId() and unstaking() exist from V2 on (a V1's fallback reverts on them).
 */
export const cnStakingAbi = [
  { type: 'function', name: 'CONTRACT_TYPE', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'string' }] },
  { type: 'function', name: 'VERSION', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'gcId', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'unstaking', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
] as const;
