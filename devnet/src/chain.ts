import {
  createPublicClient,
  custom,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type EIP1193RequestFn,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { DEVNET_CHAIN_ID } from './chainConfig';
import type { CompiledContract } from './compile';
import { GENESIS_TIMESTAMP } from './scenario/timeline';

/** The one thing the devnet needs from a provider; hardhat's, the devnet's RPC front and viem's all have it. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** Well above the base fee the scenario ever sees (25 gkei at most), yet any sender can afford it. */
const MAX_FEE_PER_GAS = 100_000_000_000n;
const MAX_PRIORITY_FEE_PER_GAS = 1_000_000_000n;
/**
 * Enough for the heaviest scenario transaction (a proposal snapshotting every council). A fixed limit
 * saves an eth_estimateGas per transaction, which would cost more than the transaction itself; a
 * revert still fails loudly, with its reason, when the transaction is sent.
 */
const SCENARIO_GAS_LIMIT = 10_000_000n;

interface UnsignedTransaction {
  to?: Address;
  data?: Hex;
  value?: bigint;
  gas?: bigint;
}

type WriteParameters<abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>> = {
  address: Address;
  abi: abi;
  functionName: name;
  args?: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>;
  value?: bigint;
};

/**
 * Sends the scenario's transactions: signed locally, one block each, with every block's timestamp
 * pinned to genesis + its number (one block a second, as on the network). Nonces are counted here
 * because nothing else sends from the scenario's accounts while it plays.
 */
export class ScenarioChain {
  readonly client: PublicClient;
  private readonly nonces = new Map<Address, number>();
  /** The head, counted here: only the scenario mines while it plays. */
  private head: bigint | undefined;

  constructor(readonly provider: Eip1193Provider) {
    this.client = createPublicClient({
      transport: custom({ request: provider.request.bind(provider) as EIP1193RequestFn }),
      cacheTime: 0,
    });
  }

  /** Drops the counted head and nonces, after the chain moved under us (evm_revert in tests). */
  resync(): void {
    this.head = undefined;
    this.nonces.clear();
  }

  account(privateKey: Hex): PrivateKeyAccount {
    return privateKeyToAccount(privateKey);
  }

  async blockNumber(): Promise<bigint> {
    this.head ??= await this.client.getBlockNumber({ cacheTime: 0 });
    return this.head;
  }

  /** Mines empty blocks so that the next transaction lands in `block` (or now, if that is past). */
  async mineUntil(block: bigint): Promise<void> {
    const head = await this.blockNumber();
    if (head + 1n >= block) return;
    await this.pinNextTimestamp(head + 1n);
    await this.provider.request({ method: 'hardhat_mine', params: [`0x${(block - head - 1n).toString(16)}`, '0x1'] });
    this.head = block - 1n;
  }

  async write<const abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
    from: PrivateKeyAccount,
    parameters: WriteParameters<abi, name>,
  ): Promise<TransactionReceipt> {
    const data = encodeFunctionData({
      abi: parameters.abi as Abi,
      functionName: parameters.functionName as string,
      args: parameters.args as readonly unknown[] | undefined,
    });
    return this.send(from, { to: parameters.address, data, value: parameters.value });
  }

  async deploy(from: PrivateKeyAccount, contract: CompiledContract, args: readonly unknown[] = []): Promise<Address> {
    const data = encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode, args });
    const receipt = await this.send(from, { data });
    if (!receipt.contractAddress) throw new Error('deployment produced no contract address');
    return getAddress(receipt.contractAddress);
  }

  async transfer(from: PrivateKeyAccount, to: Address, value: bigint): Promise<TransactionReceipt> {
    return this.send(from, { to, value });
  }

  async send(from: PrivateKeyAccount, tx: UnsignedTransaction): Promise<TransactionReceipt> {
    const hash = await this.submit(from, tx);
    const receipt = await this.client.getTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  }

  /** Sends a transaction that is expected to revert, and returns its (failed) receipt. */
  async sendFailing(from: PrivateKeyAccount, tx: UnsignedTransaction & { gas: bigint }): Promise<TransactionReceipt> {
    const block = (await this.blockNumber()) + 1n;
    // Hardhat mines a reverting transaction and then reports the revert as an error.
    await this.submit(from, tx).catch(() => undefined);
    const [hash] = (await this.client.getBlock({ blockNumber: block })).transactions;
    if (!hash) throw new Error('the failing transaction was not mined');
    const receipt = await this.client.getTransactionReceipt({ hash });
    if (receipt.status !== 'reverted') throw new Error(`transaction ${hash} was expected to revert`);
    return receipt;
  }

  /** Each transaction mines one block (automine), also when it reverts. */
  private async submit(from: PrivateKeyAccount, tx: UnsignedTransaction): Promise<Hex> {
    const block = (await this.blockNumber()) + 1n;
    await this.pinNextTimestamp(block);
    const serialized = await from.signTransaction({
      chainId: DEVNET_CHAIN_ID,
      type: 'eip1559',
      nonce: await this.nextNonce(from.address),
      to: tx.to,
      data: tx.data,
      value: tx.value,
      gas: tx.gas ?? SCENARIO_GAS_LIMIT,
      maxFeePerGas: MAX_FEE_PER_GAS,
      maxPriorityFeePerGas: MAX_PRIORITY_FEE_PER_GAS,
    });
    this.head = block;
    return (await this.provider.request({ method: 'eth_sendRawTransaction', params: [serialized] })) as Hex;
  }

  private async pinNextTimestamp(block: bigint): Promise<void> {
    await this.provider.request({ method: 'evm_setNextBlockTimestamp', params: [GENESIS_TIMESTAMP + Number(block)] });
  }

  private async nextNonce(address: Address): Promise<number> {
    const nonce = this.nonces.get(address) ?? (await this.client.getTransactionCount({ address, blockTag: 'pending' }));
    this.nonces.set(address, nonce + 1);
    return nonce;
  }
}
