/** The network's address book of council nodes, staking contracts and the two treasury funds. */
export const addressBookAbi = [
  {
    type: 'function',
    name: 'getAllAddressInfo',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'cnNodeIdList', type: 'address[]' },
      { name: 'cnStakingContractList', type: 'address[]' },
      { name: 'cnRewardAddressList', type: 'address[]' },
      { name: 'pocContractAddress', type: 'address' },
      { name: 'kirContractAddress', type: 'address' },
    ],
  },
] as const;
