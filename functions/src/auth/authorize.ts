import type { Context } from 'hono';
import { findSignInAccount } from '@portal/core/db/repositories/accounts';
import { getLiveSession, type Session } from '@portal/core/db/repositories/sessions';
import type { Role, Account } from '@portal/core/entities/account';
import type { AppEnv } from '../deps';
import { forbidden, unauthorized } from '../errors';
import { tokenSigningKey } from './signingKey';
import { readToken, type TokenClaims, type TokenUse } from './tokens';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in account, set by authorize() for the rest of the request. */
    account: Account;
    /** The live session and the claims of the token that opened it. */
    session: { session: Session; claims: TokenClaims };
  }
}

type AnyContext = Context<AppEnv, string>;

/**
 * The Bearer header's token; without that header, the refresh cookie's where a route accepts it
 * (refreshCookie.ts sets it after checking the Origin).
 */
function credential(c: AnyContext): { token: string; use: TokenUse } {
  const header = c.req.header('Authorization');
  if (header === undefined) {
    const refreshToken = c.get('refreshToken');
    if (refreshToken) return { token: refreshToken, use: 'refresh' };
  }
  const match = /^Bearer ([A-Za-z0-9_\-.]{1,2048})$/.exec((header ?? '').trim());
  if (!match) throw unauthorized('Sign in first');
  return { token: match[1]!, use: 'access' };
}

/**
 * The request's live session: a Bearer token (or, on /v1/auth, the refresh cookie) this server
 * signed, whose session still exists, still names this token (a refresh moves it on) and has not
 * expired. 401 otherwise.
 */
export async function authenticate(c: AnyContext): Promise<{ session: Session; claims: TokenClaims }> {
  const { token, use } = credential(c);
  const { db, config } = c.get('deps');
  const now = new Date();
  const claims = await readToken(await tokenSigningKey(config), token, now, use);
  if (!claims) throw unauthorized('Invalid token');
  const session = await getLiveSession(db, claims.sessionId, now);
  if (!session || session.token_id !== claims.tokenId || session.address !== claims.address) {
    throw unauthorized('The session has ended; sign in again', 'session_ended');
  }
  const opened = { session, claims };
  c.set('session', opened);
  return opened;
}

/**
 * The guard of every signed-in route: the live session (401 without one), then the account as the
 * table says now (so a removed account or a lost role counts at once) holding one of `roles` (403
 * otherwise). Sets the account on the context and returns it.
 */
export async function authorize(c: AnyContext, roles: readonly Role[]): Promise<Account> {
  const { session } = await authenticate(c);
  const account = await findSignInAccount(c.get('deps').db, session.address);
  if (!account) throw forbidden('This address may no longer sign in', 'address_blocked');
  if (!account.roles.some((role) => roles.includes(role))) throw forbidden('Your account may not do this');
  c.set('account', account);
  return account;
}

/**
 * Object-level check for council data: site operators (site admin, site manager) act on any
 * council; a council's admin or manager only on its own. Anyone else is refused.
 */
export function assertCouncilScope(account: Account, councilId: number): void {
  if (account.roles.includes('siteAdmin') || account.roles.includes('siteManager')) return;
  if ((account.roles.includes('gcAdmin') || account.roles.includes('gcManager')) && account.council_id === councilId) return;
  throw forbidden('Your account may act only on its own council', 'own_council_only');
}
