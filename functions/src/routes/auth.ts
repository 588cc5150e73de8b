import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { siteRoutes } from '@portal/core/api/siteRoutes';
import { success } from '@portal/core/envelope';
import { findSignInAccount } from '@portal/core/db/repositories/accounts';
import { consumeSignInNonce, createSession, deleteSession, putSignInNonce, rotateSessionToken, type Wallet } from '@portal/core/db/repositories/sessions';
import { NOT_AUTHORIZED, type Account } from '@portal/core/entities/account';
import type { LoginAnswer } from '@portal/core/entities/session';
import { accessFor } from '../access';
import type { AppEnv } from '../deps';
import { forbidden, unauthorized } from '../errors';
import { fetchApp2AppSignature, App2AppSignatureError } from '../auth/app2appSignature';
import { rateLimit } from '../auth/rateLimit';
import { clearRefreshCookie, refreshCookieCredential, setRefreshCookie } from '../auth/refreshCookie';
import { buildSignInMessage, checkSignInMessage, SignInMessageError, signInSite } from '@portal/core/signIn/signInMessage';
import { type SignaturePrefix, verifySignedMessage } from '@portal/core/signIn/signatures';
import { tokenSigningKey } from '../auth/signingKey';
import { issueToken, randomId } from '../auth/tokens';
import { noQuery, validate } from '../validate';

/** A nonce is good for one sign-in within this time: long enough to read the terms and sign on a phone. */
export const NONCE_LIFETIME_MS = 5 * 60 * 1000;

const nonceRoute = siteRoutes['POST /v1/auth/nonce'];
const signIn = siteRoutes['POST /v1/auth'];
const renew = siteRoutes['PUT /v1/auth'];
const logout = siteRoutes['DELETE /v1/auth'];

/** MetaMask signs only with Ethereum's prefix; the Kaia Wallet with Klaytn's (klay_sign) or Ethereum's (personal_sign). */
const PREFIXES: Record<Wallet, readonly SignaturePrefix[]> = {
  metamask: ['eip191'],
  kaikas: ['kip97', 'eip191'],
  kaikas_mobile: ['kip97', 'eip191'],
};

function configOf(c: Context<AppEnv>) {
  const { config } = c.get('deps');
  if (!config?.SITE_URL) throw new HTTPException(503, { message: 'Sign-in is not configured on this server' });
  return { config, site: signInSite(config.SITE_URL, config.CHAIN_ID) };
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The login response (admin spec §3): token, account, expired_at in epoch seconds. */
const loginResponse = (token: string, account: Account, expiresAt: Date) => success<LoginAnswer>({ token, account, expired_at: epochSeconds(expiresAt) });

type SessionTokens = { address: string; sessionId: string; tokenId: string; expiresAt: Date };

/**
 * A session's tokens for one token id: the access token, answered in the body for the Bearer header,
 * and the refresh token, set as the HttpOnly cookie a reload restores from. Returns the access token.
 */
async function issueSessionTokens(c: Context<AppEnv>, claims: SessionTokens, now: Date): Promise<string> {
  const key = await tokenSigningKey(c.get('deps').config);
  setRefreshCookie(c, await issueToken(key, claims, now, 'refresh'), claims.expiresAt);
  return issueToken(key, claims, now);
}

export const auth = new Hono<AppEnv>()
  // Refresh and logout also take the session cookie (with the Origin check); logout clears it whatever
  // happens, so a browser never keeps a cookie for a session it ended.
  .use('/', async (c, next) => {
    if (c.req.method === 'DELETE') clearRefreshCookie(c);
    await next();
  })
  .use('/', refreshCookieCredential())
  // Step 5 of the sign-in flow starts here: the message to sign, with a fresh nonce.
  .post('/nonce', accessFor(nonceRoute), rateLimit('auth'), noQuery(), validate('json', nonceRoute.body), async (c) => {
    const { db } = c.get('deps');
    const { site } = configOf(c);
    const { address } = c.req.valid('json');
    // Nonces are written only for addresses that may sign in, so a stranger cannot fill the table.
    if (!(await findSignInAccount(db, address))) throw forbidden(NOT_AUTHORIZED);
    const issuedAt = new Date();
    const nonce = randomBytes(16).toString('hex');
    const expiresAt = new Date(issuedAt.getTime() + NONCE_LIFETIME_MS);
    await putSignInNonce(db, { nonce, address: address.toLowerCase(), expires_at: expiresAt.toISOString() });
    return c.json(success({ nonce, message: buildSignInMessage(site, { address, nonce, issuedAt }), expired_at: epochSeconds(expiresAt) }));
  })
  // The signed message in, a session token out.
  .post('/', accessFor(signIn), rateLimit('auth'), noQuery(), validate('json', signIn.body), async (c) => {
    const { db } = c.get('deps');
    const { config, site } = configOf(c);
    const body = c.req.valid('json');
    const address = body.address.toLowerCase();
    const now = new Date();

    let checked;
    try {
      checked = checkSignInMessage(body.message, site, { address, now });
    } catch (error) {
      if (error instanceof SignInMessageError) throw unauthorized(error.message);
      throw error;
    }

    let signature: `0x${string}`;
    if (body.wallet === 'kaikas_mobile') {
      try {
        const signed = await fetchApp2AppSignature(config.APP2APP_URL, body.request_key);
        if (signed.address !== null && signed.address !== address) throw unauthorized('The Kaia Wallet signed with another account', 'wallet_account_mismatch');
        signature = signed.signature;
      } catch (error) {
        if (error instanceof App2AppSignatureError) throw unauthorized(error.message);
        throw error;
      }
    } else {
      signature = body.signature as `0x${string}`;
    }
    if (!(await verifySignedMessage(body.message, signature, address, PREFIXES[body.wallet]))) {
      throw unauthorized('The signature does not match the address', 'signature_mismatch');
    }

    const account = await findSignInAccount(db, address);
    if (!account) throw forbidden(NOT_AUTHORIZED);
    // Last, so a refused attempt does not burn the nonce; from here on it can never be used again.
    const nonce = await consumeSignInNonce(db, checked.nonce, now);
    if (!nonce || nonce.address !== address) throw unauthorized('The sign-in nonce is unknown, used or expired', 'sign_in_expired');

    const session = { id: randomId(), address, wallet: body.wallet, token_id: randomId(), created_at: now.toISOString(), expires_at: checked.expirationTime.toISOString() };
    await createSession(db, session);
    const token = await issueSessionTokens(c, { address, sessionId: session.id, tokenId: session.token_id, expiresAt: checked.expirationTime }, now);
    return c.json(loginResponse(token, account, checked.expirationTime));
  })
  // Refresh (every 30 minutes from the browser) and restore (on a page load, by the cookie): new
  // tokens for the same session, which ends when it would have; the old ones are refused from now on.
  // Its own budget, so page loads never count against sign-ins.
  .put('/', accessFor(renew), rateLimit('session'), noQuery(), async (c) => {
    const { db } = c.get('deps');
    const { session, claims } = c.get('session');
    const now = new Date();
    const tokenId = randomId();
    if (!(await rotateSessionToken(db, session.id, claims.tokenId, tokenId, now))) throw unauthorized('The session has ended; sign in again', 'session_ended');
    const expiresAt = new Date(session.expires_at);
    const token = await issueSessionTokens(c, { address: session.address, sessionId: session.id, tokenId, expiresAt }, now);
    return c.json(loginResponse(token, c.get('account'), expiresAt));
  })
  // Logout: the session item goes, so neither its token nor its cookie opens anything from the next request on.
  .delete('/', accessFor(logout), rateLimit('session'), noQuery(), async (c) => {
    await deleteSession(c.get('deps').db, c.get('session').session.id);
    return c.json(success(true));
  });
