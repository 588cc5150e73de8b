/**
 * The parts of a council's staking contract the portal reads. Every version answers CONTRACT_TYPE()
 * and VERSION(); gcId() and unstaking() exist from V2 on (a V1's fallback reverts on them). A V3
 * says whether it takes public delegation, and `staking` is its delegated stake (with `unstaking`);
 * `publicDelegation` names that contract, and the initial/remaining lockup is what it locked at init.
 */
export const cnStakingAbi = [
  { type: 'function', name: 'CONTRACT_TYPE', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'string' }] },
  { type: 'function', name: 'VERSION', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'gcId', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'unstaking', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'isPublicDelegationEnabled', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'bool' }] },
  { type: 'function', name: 'staking', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'publicDelegation', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'address' }] },
  { type: 'function', name: 'initialLockupStaking', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'remainingLockupStaking', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
] as const;
