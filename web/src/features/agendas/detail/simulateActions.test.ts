import { BaseError, encodeErrorResult } from 'viem';
import { describe, expect, it } from 'vitest';
import { revertReason } from './simulateActions';

const errorAbi = [
  { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
  { type: 'error', name: 'Panic', inputs: [{ name: 'code', type: 'uint256' }] },
] as const;

/** An RPC's revert as viem wraps it: the data on a cause, as hardhat nodes put it (`data.data`) or plainly. */
const reverted = (data: unknown) => new BaseError('Execution reverted', { cause: Object.assign(new Error('reverted'), { data }) });

describe('revertReason', () => {
  it("reads Error(string)'s text and a panic's meaning", () => {
    expect(revertReason(reverted({ message: 'x', data: encodeErrorResult({ abi: errorAbi, errorName: 'Error', args: ['Invalid value'] }) }))).toBe('Invalid value');
    expect(revertReason(reverted(encodeErrorResult({ abi: errorAbi, errorName: 'Panic', args: [0x11n] })))).toBe('Panic 0x11 (arithmetic overflow or underflow)');
  });

  it('says when a revert gives no reason or one no known contract declares, and falls back to the message without data', () => {
    expect(revertReason(reverted('0x'))).toBe('no reason given');
    expect(revertReason(reverted('0x12345678'))).toBe('unknown error 0x12345678');
    expect(revertReason(new BaseError('sender has not enough funds'))).toBe('sender has not enough funds');
  });
});
