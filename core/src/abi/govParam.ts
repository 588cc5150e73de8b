/**
 * The network's parameter contract (GovParam): what agendas that change a network parameter call.
 * Both forms are listed so an action decodes on either network: the devnet's `setParam(name, value)`
 * (devnet/contracts/GovParam.sol, what the demo scenario calls) and the main network's
 * `setParam(name, exists, value, activation)` / `setParamIn(…, relativeActivation)`.
 */
export const govParamAbi = [
  {
    type: 'function',
    name: 'setParam',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'name', type: 'string' },
      { name: 'value', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'setParam',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'name', type: 'string' },
      { name: 'exists', type: 'bool' },
      { name: 'value', type: 'bytes' },
      { name: 'activation', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'setParamIn',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'name', type: 'string' },
      { name: 'exists', type: 'bool' },
      { name: 'value', type: 'bytes' },
      { name: 'relativeActivation', type: 'uint256' },
    ],
    outputs: [],
  },
  { type: 'function', name: 'getParam', stateMutability: 'view', inputs: [{ name: 'name', type: 'string' }], outputs: [{ name: '', type: 'bytes' }] },
  { type: 'function', name: 'owner', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'address' }] },
] as const;
