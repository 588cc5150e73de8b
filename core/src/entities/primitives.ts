import * as z from 'zod';

/** A non-negative decimal number written as a string, so that no amount passes through a float. */
export const DecimalString = z.string().regex(/^\d+(\.\d+)?$/, 'must be a non-negative decimal string');

export const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address');
export const TxHash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid transaction hash');
