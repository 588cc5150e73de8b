import { getAddress, isAddress } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';

/**
 * The message a wallet signs to sign in: EIP-4361 ("Sign-In with Ethereum") text bound to the
 * portal's domain and URI, the served chain, the signer's address, a server nonce, the time it was
 * issued and an expiry 24 hours later (the terms dialog: authentication resets after 24 hours).
 */

export const SIGN_IN_STATEMENT =
  'Sign in to the Governance Council portal. I agree to the Terms of Use. Authentication resets after 24 hours.';
export const SIGN_IN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Clocks of the browser and the server may differ a little; more than this and the message is refused. */
const CLOCK_SKEW_MS = 60 * 1000;

/** The site a message must name: its host (with port) and origin, and the chain the portal serves. */
export type SignInSite = { domain: string; uri: string; chainId: number };

export function signInSite(siteUrl: string, chainId: number): SignInSite {
  const url = new URL(siteUrl);
  return { domain: url.host, uri: url.origin, chainId };
}

export function buildSignInMessage(site: SignInSite, input: { address: string; nonce: string; issuedAt: Date }): string {
  return createSiweMessage({
    domain: site.domain,
    uri: site.uri,
    chainId: site.chainId,
    address: getAddress(input.address),
    nonce: input.nonce,
    statement: SIGN_IN_STATEMENT,
    version: '1',
    issuedAt: input.issuedAt,
    expirationTime: new Date(input.issuedAt.getTime() + SIGN_IN_LIFETIME_MS),
  });
}

/** A message refused before its signature is even looked at; the reason is safe to show. */
export class SignInMessageError extends Error {
  override name = 'SignInMessageError';
}

export type CheckedSignInMessage = { nonce: string; issuedAt: Date; expirationTime: Date };

/**
 * Reads a signed-in message and checks every field against this site and this moment. The text
 * must be exactly what this server would have built from its fields, so nothing can be added to
 * or changed in it without the check failing.
 */
export function checkSignInMessage(message: string, site: SignInSite, expected: { address: string; now: Date }): CheckedSignInMessage {
  const fields = parseSiweMessage(message);
  const { address, nonce, issuedAt, expirationTime } = fields;
  if (!address || !isAddress(address, { strict: false }) || !nonce || !issuedAt || !expirationTime) {
    throw new SignInMessageError('The message is not a sign-in message');
  }
  if (fields.domain !== site.domain || fields.uri !== site.uri) throw new SignInMessageError('The message is for another site');
  if (fields.chainId !== site.chainId) throw new SignInMessageError('The message is for another network');
  if (address.toLowerCase() !== expected.address.toLowerCase()) throw new SignInMessageError('The message names another address');
  if (Number.isNaN(issuedAt.getTime()) || Number.isNaN(expirationTime.getTime())) throw new SignInMessageError('The message has an invalid time');
  if (issuedAt.getTime() > expected.now.getTime() + CLOCK_SKEW_MS) throw new SignInMessageError('The message was issued in the future');
  if (expirationTime.getTime() <= expected.now.getTime()) throw new SignInMessageError('The message has expired');
  if (expirationTime.getTime() - issuedAt.getTime() > SIGN_IN_LIFETIME_MS) throw new SignInMessageError('The message outlives a sign-in');
  let canonical: string;
  try {
    canonical = buildSignInMessage(site, { address, nonce, issuedAt });
  } catch {
    throw new SignInMessageError('The message is not a sign-in message');
  }
  // Built with a 24-hour expiry; a shorter one is allowed, so compare with the message's own expiry.
  const rebuilt = canonical.replace(/\nExpiration Time: .*/, `\nExpiration Time: ${expirationTime.toISOString()}`);
  if (rebuilt !== message) throw new SignInMessageError('The message was altered');
  return { nonce, issuedAt, expirationTime };
}
