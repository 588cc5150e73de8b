import {
  AbiDecodingDataSizeTooSmallError,
  AbiDecodingZeroDataError,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  ExecutionRevertedError,
  type PublicClient,
} from 'viem';

/**
 * The contract's own refusal (a revert, no code, an answer of the wrong shape), not the node's: a
 * contract the reader does not recognise is left out, while a node that fails fails the pass. Some
 * nodes answer a revert without data as a plain error whose text names it ("execution reverted",
 * "Transaction reverted without a reason string").
 */
export function isContractRefusal(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  const refused = error.walk(
    (e) =>
      e instanceof ContractFunctionRevertedError ||
      e instanceof ContractFunctionZeroDataError ||
      e instanceof ExecutionRevertedError ||
      e instanceof AbiDecodingZeroDataError ||
      e instanceof AbiDecodingDataSizeTooSmallError,
  );
  return refused !== null || /\brevert(ed)?\b/i.test(`${error.details} ${error.message}`);
}

/** null when the contract refuses the call; a node's error is thrown. */
export function unanswered<T>(read: Promise<T>): Promise<T | null> {
  return read.catch((error: unknown) => {
    if (isContractRefusal(error)) return null;
    throw error;
  });
}

/** Whether an account holds code at the block (a contract deployed, or a system contract injected). */
export async function hasCode(client: PublicClient, address: Address, blockNumber: bigint): Promise<boolean> {
  const code = await client.getCode({ address, blockNumber });
  return Boolean(code) && code !== '0x';
}
