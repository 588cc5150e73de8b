import { encodeAbiParameters, encodeDeployData, getContractAddress, pad, parseEventLogs, type Address, type Hex, type TransactionReceipt } from 'viem';
import { privateKeyToAddress, type PrivateKeyAccount } from 'viem/accounts';
import { deployerKey } from './accounts';
import {
  addressBookAbi,
  cLPoolAbi,
  cLRegistryAbi,
  cLTokenAbi,
  cnStakingV3MultiSigAbi,
  registryAbi,
  wKAIAAbi,
} from './abis';
import type { ScenarioChain } from './chain';
import type { CompiledContracts } from './compile';

/** KIP-149: where the network keeps its registry of system contracts, on every network. */
export const REGISTRY_ADDRESS: Address = '0x0000000000000000000000000000000000000401';
/** The names the network's contracts look up in the registry. */
export const REGISTRY_NAMES = { clRegistry: 'CLRegistry', wrappedKaia: 'WrappedKaia' } as const;

/** Registry's storage: records (slot 0), names (slot 1), owner (slot 2). */
const REGISTRY_OWNER_SLOT = pad('0x2');

/**
 * Places the KIP-149 registry at its fixed address the way the network does at its hardfork: the
 * runtime code written there (hardhat_setCode, journaled like every hardhat_* call) and the owner
 * written into its slot, since the network's registry has no constructor. The runtime code is what
 * the creation code returns, asked with an eth_call, so no block is spent on a throwaway copy.
 */
export async function placeRegistry(chain: ScenarioChain, compiled: CompiledContracts, owner: Address): Promise<Address> {
  const { data: runtime } = await chain.client.call({ data: encodeDeployData({ abi: registryAbi, bytecode: compiled.Registry!.bytecode }) });
  if (!runtime) throw new Error('the registry produced no runtime code');
  await chain.provider.request({ method: 'hardhat_setCode', params: [REGISTRY_ADDRESS, runtime] });
  await chain.provider.request({ method: 'hardhat_setStorageAt', params: [REGISTRY_ADDRESS, REGISTRY_OWNER_SLOT, pad(owner)] });
  return REGISTRY_ADDRESS;
}

export interface ConsensusLiquidity {
  wkaia: Address;
  clRegistry: Address;
  /** KIP-226's tracker: votes from CnStaking + CL pools, eligibility from CnStaking. */
  stakingTrackerV2: Address;
}

/**
 * Deploys WKAIA, the CL registry and StakingTrackerV2, and names the first two in the registry from
 * the next block (a registration cannot take effect in its own block). `owner` owns the CL registry
 * and receives the tracker (the voting contract, so it can create trackers, once an agenda points
 * the voting contract at it). The registry must be placed first, with `deployer` as its owner.
 */
export async function deployConsensusLiquidity(
  chain: ScenarioChain,
  compiled: CompiledContracts,
  deployer: PrivateKeyAccount,
  { addressBook, owner, trackerOwner }: { addressBook: Address; owner: Address; trackerOwner: Address },
): Promise<ConsensusLiquidity> {
  const wkaia = await chain.deploy(deployer, compiled.WKAIA!);
  const clRegistry = await chain.deploy(deployer, compiled.CLRegistry!, [owner]);
  const stakingTrackerV2 = await chain.deploy(deployer, compiled.StakingTrackerV2!, [trackerOwner, addressBook]);
  for (const [name, address] of [
    [REGISTRY_NAMES.wrappedKaia, wkaia],
    [REGISTRY_NAMES.clRegistry, clRegistry],
  ] as const) {
    const activation = (await chain.blockNumber()) + 2n;
    await chain.write(deployer, { address: REGISTRY_ADDRESS, abi: registryAbi, functionName: 'register', args: [name, address, activation] });
  }
  return { wkaia, clRegistry, stakingTrackerV2 };
}

/** The deployer's nonce after deployContracts(): its six deployments and five wiring calls. */
const NONCE_AFTER_DEPLOY_CONTRACTS = 11;
const createdByDeployer = (nonce: number) => getContractAddress({ from: privateKeyToAddress(deployerKey), nonce: BigInt(nonce) });

/**
 * Where deployConsensusLiquidity() puts today's contracts when it runs right after deployContracts()
 * (as the scenario does), known beforehand so agendas can name the new tracker in their actions.
 */
export const todaysNetworkContracts = {
  wkaia: createdByDeployer(NONCE_AFTER_DEPLOY_CONTRACTS),
  clRegistry: createdByDeployer(NONCE_AFTER_DEPLOY_CONTRACTS + 1),
  stakingTrackerV2: createdByDeployer(NONCE_AFTER_DEPLOY_CONTRACTS + 2),
} as const satisfies ConsensusLiquidity;

export interface CLPoolPlan {
  gcId: bigint;
  /** The council's node the pair is registered under. */
  nodeId: Address;
  /** The CL token's symbol, e.g. "CL-GC1". */
  tokenSymbol: string;
}

/**
 * Deploys a council's CL pool (WKAIA paired with a new CL token reporting to `liquidity`'s tracker)
 * and registers the pair in the CL registry (`registryOwner` owns it). The deployer holds the whole
 * CL token supply, to hand to liquidity providers.
 */
export async function deployCLPool(
  chain: ScenarioChain,
  compiled: CompiledContracts,
  deployer: PrivateKeyAccount,
  registryOwner: PrivateKeyAccount,
  liquidity: ConsensusLiquidity,
  plan: CLPoolPlan,
): Promise<{ pool: Address; clToken: Address }> {
  const clToken = await chain.deploy(deployer, compiled.CLToken!, [`${plan.tokenSymbol} token`, plan.tokenSymbol, 10n ** 36n]);
  const pool = await chain.deploy(deployer, compiled.CLPool!, [liquidity.wkaia, clToken, liquidity.stakingTrackerV2]);
  await chain.write(registryOwner, {
    address: liquidity.clRegistry,
    abi: cLRegistryAbi,
    functionName: 'addCLPair',
    args: [[{ nodeId: plan.nodeId, gcId: plan.gcId, clPool: pool }]],
  });
  return { pool, clToken };
}

/**
 * A liquidity provider's deposit as on a UniswapV2 pair: KAIA wrapped into WKAIA, both tokens sent to
 * the pool, then mint() issues the LP shares (and the pool reports its new WKAIA to the tracker).
 * The provider needs the KAIA and the CL tokens. Returns the receipt of mint().
 */
export async function addCLLiquidity(
  chain: ScenarioChain,
  provider: PrivateKeyAccount,
  { pool, clToken, wkaia }: { pool: Address; clToken: Address; wkaia: Address },
  kaia: bigint,
  tokens: bigint,
): Promise<TransactionReceipt> {
  await chain.write(provider, { address: wkaia, abi: wKAIAAbi, functionName: 'deposit', value: kaia });
  await chain.write(provider, { address: wkaia, abi: wKAIAAbi, functionName: 'transfer', args: [pool, kaia] });
  await chain.write(provider, { address: clToken, abi: cLTokenAbi, functionName: 'transfer', args: [pool, tokens] });
  return chain.write(provider, { address: pool, abi: cLPoolAbi, functionName: 'mint', args: [provider.address] });
}

export interface CnStakingV3Plan {
  gcId: bigint;
  nodeId: Address;
  /** The council's admins; `requirement` of them must confirm each request. */
  admins: PrivateKeyAccount[];
  requirement: bigint;
  stakingTracker: Address;
  /** The address book the contract is registered in (its owner is the deployer). */
  addressBook: Address;
  /** With public delegation: its factory and terms. Without: the reward address and no lockup. */
  publicDelegation?: { factory: Address; owner: Address; commissionTo: Address; commissionRate: bigint; gcName: string };
  rewardAddress?: Address;
  /**
   * Runs once the contract is initialised, before it enters the address book (e.g. first
   * delegations, which then see no rewards yet and get shares one for one).
   */
  beforeRegistering?: (deployed: DeployedCnStakingV3) => Promise<void>;
}

export interface DeployedCnStakingV3 {
  staking: Address;
  /** The council's public delegation (its reward address), when it has one. */
  publicDelegation: Address | undefined;
  rewardAddress: Address;
}

/**
 * Deploys a council's CnStakingV3MultiSig and takes it through the network's set-up: the deployer is
 * the contract validator, sets the tracker, the council id and (optionally) the public delegation,
 * every admin reviews the (empty) initial lockup, the deposit of nothing initialises it, and the
 * contract is registered in the address book under the council's node with its reward address.
 */
export async function deployCnStakingV3(
  chain: ScenarioChain,
  compiled: CompiledContracts,
  deployer: PrivateKeyAccount,
  plan: CnStakingV3Plan,
): Promise<DeployedCnStakingV3> {
  const rewardAddress = plan.publicDelegation ? '0x0000000000000000000000000000000000000000' : plan.rewardAddress;
  if (!rewardAddress) throw new Error('a CnStakingV3 without public delegation needs a reward address');
  const staking = await chain.deploy(deployer, compiled.CnStakingV3MultiSig!, [
    deployer.address,
    plan.nodeId,
    rewardAddress,
    plan.admins.map((admin) => admin.address),
    plan.requirement,
    [],
    [],
  ]);
  const contract = { address: staking, abi: cnStakingV3MultiSigAbi } as const;
  await chain.write(deployer, { ...contract, functionName: 'setStakingTracker', args: [plan.stakingTracker] });
  await chain.write(deployer, { ...contract, functionName: 'setGCId', args: [plan.gcId] });

  let publicDelegation: Address | undefined;
  if (plan.publicDelegation) {
    const { factory, owner, commissionTo, commissionRate, gcName } = plan.publicDelegation;
    const args: Hex = encodeAbiParameters(
      [{ type: 'tuple', components: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'string' }] }],
      [[owner, commissionTo, commissionRate, gcName]],
    );
    const receipt = await chain.write(deployer, { ...contract, functionName: 'setPublicDelegation', args: [factory, args] });
    publicDelegation = parseEventLogs({ abi: cnStakingV3MultiSigAbi, eventName: 'SetPublicDelegation', logs: receipt.logs })[0]!.args.publicDelegation;
  }

  for (const reviewer of [deployer, ...plan.admins]) {
    await chain.write(reviewer, { ...contract, functionName: 'reviewInitialConditions' });
  }
  await chain.write(deployer, { ...contract, functionName: 'depositLockupStakingAndInit', value: 0n });

  const reward = publicDelegation ?? rewardAddress;
  await plan.beforeRegistering?.({ staking, publicDelegation, rewardAddress: reward });
  await chain.write(deployer, {
    address: plan.addressBook,
    abi: addressBookAbi,
    functionName: 'registerCnStakingContract',
    args: [plan.nodeId, staking, reward],
  });
  return { staking, publicDelegation, rewardAddress: reward };
}
