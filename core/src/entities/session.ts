import * as z from 'zod';
import { AccountSchema } from './account';
import { Address } from './primitives';

const Message = z.string().min(1).max(2_000);
const Signature = z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte hex signature');

/** POST /v1/auth/nonce: the address about to sign in (admin spec §7.1, step 5). */
export const NonceRequestSchema = z.strictObject({ address: Address });

/** The message to sign, with its one-time nonce; expired_at in epoch seconds. */
export const NonceAnswerSchema = z.strictObject({ nonce: z.string(), message: z.string(), expired_at: z.number().int().positive() });

/** POST /v1/auth (admin spec §7.1): address, message, signature, wallet; the mobile app's signature is fetched by its request key. */
export const SignInBodySchema = z.discriminatedUnion('wallet', [
  z.strictObject({ wallet: z.literal('metamask'), address: Address, message: Message, signature: Signature }),
  z.strictObject({ wallet: z.literal('kaikas'), address: Address, message: Message, signature: Signature }),
  z.strictObject({ wallet: z.literal('kaikas_mobile'), address: Address, message: Message, request_key: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/) }),
]);
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** The login answer of POST and PUT /v1/auth (admin spec §3): the access token, the account, expired_at in epoch seconds. */
export const LoginAnswerSchema = z.strictObject({ token: z.string().min(1), account: AccountSchema, expired_at: z.number().int().positive() });
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;
