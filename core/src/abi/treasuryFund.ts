/**
 * A treasury fund (KCF, KFF), as devnet/contracts/TreasuryFund.sol: it pays out only on its owner's
 * or the voting contract's order (an executed disbursement agenda), each payment with a memo.
 */
export const treasuryFundAbi = [
  {
    type: 'function',
    name: 'disburse',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'recipient', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'memo', type: 'string' },
    ],
    outputs: [],
  },
  { type: 'function', name: 'setVoting', stateMutability: 'nonpayable', inputs: [{ name: 'newAddr', type: 'address' }], outputs: [] },
  { type: 'function', name: 'fundName', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'string' }] },
  { type: 'function', name: 'owner', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'address' }] },
  { type: 'function', name: 'voting', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'address' }] },
] as const;
