/**
 * The network's voting contract, written from its published interface
 * (shared/contracts/IVoting-signatures.md). The portal uses this ABI against both the main
 * network's deployed contract and the devnet's own implementation; a test checks the devnet
 * contract's compiled ABI contains every entry here unchanged.
 */
const u256 = (name: string) => ({ name, type: 'uint256' }) as const;
const addr = (name: string) => ({ name, type: 'address' }) as const;
const bool = (name: string) => ({ name, type: 'bool' }) as const;

export const votingAbi = [
  // Mutators
  {
    type: 'function',
    name: 'propose',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'description', type: 'string' },
      { name: 'targets', type: 'address[]' },
      { name: 'values', type: 'uint256[]' },
      { name: 'calldatas', type: 'bytes[]' },
      u256('votingDelay'),
      u256('votingPeriod'),
    ],
    outputs: [u256('proposalId')],
  },
  { type: 'function', name: 'cancel', stateMutability: 'nonpayable', inputs: [u256('proposalId')], outputs: [] },
  {
    type: 'function',
    name: 'castVote',
    stateMutability: 'nonpayable',
    inputs: [u256('proposalId'), { name: 'choice', type: 'uint8' }],
    outputs: [],
  },
  { type: 'function', name: 'queue', stateMutability: 'nonpayable', inputs: [u256('proposalId')], outputs: [] },
  { type: 'function', name: 'execute', stateMutability: 'payable', inputs: [u256('proposalId')], outputs: [] },
  { type: 'function', name: 'updateStakingTracker', stateMutability: 'nonpayable', inputs: [addr('newAddr')], outputs: [] },
  { type: 'function', name: 'updateSecretary', stateMutability: 'nonpayable', inputs: [addr('newAddr')], outputs: [] },
  {
    type: 'function',
    name: 'updateAccessRule',
    stateMutability: 'nonpayable',
    inputs: [bool('secretaryPropose'), bool('voterPropose'), bool('secretaryExecute'), bool('voterExecute')],
    outputs: [],
  },
  {
    type: 'function',
    name: 'updateTimingRule',
    stateMutability: 'nonpayable',
    inputs: [u256('minVotingDelay'), u256('maxVotingDelay'), u256('minVotingPeriod'), u256('maxVotingPeriod')],
    outputs: [],
  },
  // Getters
  { type: 'function', name: 'stakingTracker', stateMutability: 'view', inputs: [], outputs: [addr('')] },
  { type: 'function', name: 'secretary', stateMutability: 'view', inputs: [], outputs: [addr('')] },
  {
    type: 'function',
    name: 'accessRule',
    stateMutability: 'view',
    inputs: [],
    outputs: [bool('secretaryPropose'), bool('voterPropose'), bool('secretaryExecute'), bool('voterExecute')],
  },
  {
    type: 'function',
    name: 'timingRule',
    stateMutability: 'view',
    inputs: [],
    outputs: [u256('minVotingDelay'), u256('maxVotingDelay'), u256('minVotingPeriod'), u256('maxVotingPeriod')],
  },
  { type: 'function', name: 'queueTimeout', stateMutability: 'view', inputs: [], outputs: [u256('')] },
  { type: 'function', name: 'execDelay', stateMutability: 'view', inputs: [], outputs: [u256('')] },
  { type: 'function', name: 'execTimeout', stateMutability: 'view', inputs: [], outputs: [u256('')] },
  { type: 'function', name: 'lastProposalId', stateMutability: 'view', inputs: [], outputs: [u256('')] },
  { type: 'function', name: 'state', stateMutability: 'view', inputs: [u256('proposalId')], outputs: [{ name: '', type: 'uint8' }] },
  { type: 'function', name: 'checkQuorum', stateMutability: 'view', inputs: [u256('proposalId')], outputs: [bool('')] },
  {
    type: 'function',
    name: 'getVotes',
    stateMutability: 'view',
    inputs: [u256('proposalId'), addr('voter')],
    outputs: [u256('gcId'), u256('votes')],
  },
  {
    type: 'function',
    name: 'getProposalContent',
    stateMutability: 'view',
    inputs: [u256('proposalId')],
    outputs: [u256('id'), addr('proposer'), { name: 'description', type: 'string' }],
  },
  {
    type: 'function',
    name: 'getActions',
    stateMutability: 'view',
    inputs: [u256('proposalId')],
    outputs: [
      { name: 'targets', type: 'address[]' },
      { name: 'values', type: 'uint256[]' },
      { name: 'signatures', type: 'string[]' },
      { name: 'calldatas', type: 'bytes[]' },
    ],
  },
  {
    type: 'function',
    name: 'getProposalSchedule',
    stateMutability: 'view',
    inputs: [u256('proposalId')],
    outputs: [
      u256('voteStart'),
      u256('voteEnd'),
      u256('queueDeadline'),
      u256('eta'),
      u256('execDeadline'),
      bool('canceled'),
      bool('queued'),
      bool('executed'),
    ],
  },
  {
    type: 'function',
    name: 'getProposalTally',
    stateMutability: 'view',
    inputs: [u256('proposalId')],
    outputs: [
      u256('totalYes'),
      u256('totalNo'),
      u256('totalAbstain'),
      u256('quorumCount'),
      u256('quorumPower'),
      { name: 'voters', type: 'uint256[]' },
    ],
  },
  {
    type: 'function',
    name: 'getReceipt',
    stateMutability: 'view',
    inputs: [u256('proposalId'), u256('gcId')],
    outputs: [bool('hasVoted'), { name: 'choice', type: 'uint8' }, u256('votes')],
  },
  {
    type: 'function',
    name: 'getTrackerSummary',
    stateMutability: 'view',
    inputs: [u256('proposalId')],
    outputs: [u256('trackStart'), u256('trackEnd'), u256('numGCs'), u256('totalVotes'), u256('numEligible')],
  },
  {
    type: 'function',
    name: 'getAllTrackedGCs',
    stateMutability: 'view',
    inputs: [u256('proposalId')],
    outputs: [
      { name: 'gcIds', type: 'uint256[]' },
      { name: 'gcBalances', type: 'uint256[]' },
      { name: 'gcVotes', type: 'uint256[]' },
    ],
  },
  { type: 'function', name: 'voterToGCId', stateMutability: 'view', inputs: [addr('voter')], outputs: [u256('gcId')] },
  { type: 'function', name: 'gcIdToVoter', stateMutability: 'view', inputs: [u256('gcId')], outputs: [addr('voter')] },
  // Events
  {
    type: 'event',
    name: 'ProposalCreated',
    inputs: [
      { name: 'proposalId', type: 'uint256', indexed: false },
      { name: 'proposer', type: 'address', indexed: false },
      { name: 'targets', type: 'address[]', indexed: false },
      { name: 'values', type: 'uint256[]', indexed: false },
      { name: 'signatures', type: 'string[]', indexed: false },
      { name: 'calldatas', type: 'bytes[]', indexed: false },
      { name: 'voteStart', type: 'uint256', indexed: false },
      { name: 'voteEnd', type: 'uint256', indexed: false },
      { name: 'description', type: 'string', indexed: false },
    ],
    anonymous: false,
  },
  { type: 'event', name: 'ProposalCanceled', inputs: [{ name: 'proposalId', type: 'uint256', indexed: false }], anonymous: false },
  {
    type: 'event',
    name: 'ProposalQueued',
    inputs: [
      { name: 'proposalId', type: 'uint256', indexed: false },
      { name: 'eta', type: 'uint256', indexed: false },
    ],
    anonymous: false,
  },
  { type: 'event', name: 'ProposalExecuted', inputs: [{ name: 'proposalId', type: 'uint256', indexed: false }], anonymous: false },
  {
    type: 'event',
    name: 'VoteCast',
    inputs: [
      { name: 'voter', type: 'address', indexed: true },
      { name: 'proposalId', type: 'uint256', indexed: false },
      { name: 'choice', type: 'uint8', indexed: false },
      { name: 'votes', type: 'uint256', indexed: false },
      { name: 'reason', type: 'string', indexed: false },
    ],
    anonymous: false,
  },
  {
    type: 'event',
    name: 'UpdateStakingTracker',
    inputs: [
      { name: 'oldAddr', type: 'address', indexed: false },
      { name: 'newAddr', type: 'address', indexed: false },
    ],
    anonymous: false,
  },
  {
    type: 'event',
    name: 'UpdateSecretary',
    inputs: [
      { name: 'oldAddr', type: 'address', indexed: false },
      { name: 'newAddr', type: 'address', indexed: false },
    ],
    anonymous: false,
  },
  {
    type: 'event',
    name: 'UpdateAccessRule',
    inputs: [
      { name: 'secretaryPropose', type: 'bool', indexed: false },
      { name: 'voterPropose', type: 'bool', indexed: false },
      { name: 'secretaryExecute', type: 'bool', indexed: false },
      { name: 'voterExecute', type: 'bool', indexed: false },
    ],
    anonymous: false,
  },
  {
    type: 'event',
    name: 'UpdateTimingRule',
    inputs: [
      { name: 'minVotingDelay', type: 'uint256', indexed: false },
      { name: 'maxVotingDelay', type: 'uint256', indexed: false },
      { name: 'minVotingPeriod', type: 'uint256', indexed: false },
      { name: 'maxVotingPeriod', type: 'uint256', indexed: false },
    ],
    anonymous: false,
  },
] as const;

/** The staking tracker's events the indexer reads. */
/** The staking tracker's minimum: a council's CnStaking must reach it to vote (both tracker versions have it). */
export const trackerMinStakeAbi = [{ type: 'function', name: 'MIN_STAKE', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] }] as const;

export const stakingTrackerAbi = [
  {
    type: 'event',
    name: 'CreateTracker',
    inputs: [
      { name: 'trackerId', type: 'uint256', indexed: true },
      { name: 'trackStart', type: 'uint256', indexed: false },
      { name: 'trackEnd', type: 'uint256', indexed: false },
      { name: 'gcIds', type: 'uint256[]', indexed: false },
    ],
    anonymous: false,
  },
  { type: 'event', name: 'RetireTracker', inputs: [{ name: 'trackerId', type: 'uint256', indexed: true }], anonymous: false },
  {
    type: 'event',
    name: 'RefreshStake',
    inputs: [
      { name: 'trackerId', type: 'uint256', indexed: true },
      { name: 'gcId', type: 'uint256', indexed: true },
      { name: 'staking', type: 'address', indexed: false },
      { name: 'stakingBalance', type: 'uint256', indexed: false },
      { name: 'gcBalance', type: 'uint256', indexed: false },
      { name: 'gcVote', type: 'uint256', indexed: false },
      { name: 'totalVotes', type: 'uint256', indexed: false },
    ],
    anonymous: false,
  },
  {
    type: 'event',
    name: 'RefreshVoter',
    inputs: [
      { name: 'gcId', type: 'uint256', indexed: true },
      { name: 'staking', type: 'address', indexed: false },
      { name: 'voter', type: 'address', indexed: false },
    ],
    anonymous: false,
  },
] as const;
