import { beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { putNetworkStats } from '@portal/core/db/repositories/networkStats';
import type { Council } from '@portal/core/entities/council';
import { freshTestDb } from '../../test/setup/services';
import { routeTable } from './access';
import { createApp, createAppWithEveryRoute } from './app';
import { publicCacheControl } from './middleware/cache';

const STAKING = '0x00000000000000000000000000000000000000A1';

const council: Council = {
  id: 1,
  name: 'Alpha',
  thumbnail: '',
  summary: 'A council',
  description: '',
  categories: [],
  websites: [],
  communities: [],
  contracts: [{ type: 'staking', address: STAKING, version: 2 }],
  staking: [{ total_staking: '5000000', apy: '4.5', date: '2026-11-20T00:00:00.000Z' }],
  site_conf: { status: '', isFoundation: false },
  joined_at: '2026-01-01T00:00:00.000Z',
  resigned_at: null,
};

/** A value for each path parameter of today's routes (an unknown name gets 1). */
const SAMPLE_PARAMS: Record<string, string> = { id: '1', cid: '1', addr: STAKING, address: STAKING, fund: 'KCF', fundType: 'KCF', product: 'klay', rank: 'txcount_rank' };
/** The query a route cannot answer without. */
const REQUIRED_QUERY: Record<string, string> = { '/v1/activities/tx_count': 'days=30', '/v1/activities/tx_fee': 'days=30', '/v1/klay/supply': 'days=7' };

function concrete(path: string): string {
  const filled = path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? '1');
  const query = REQUIRED_QUERY[path];
  return query ? `${filled}?${query}` : filled;
}

describe('every GET of the route table, asked for real (DynamoDB Local)', () => {
  let db: Db;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await freshTestDb();
    const config = parseServerConfig({ CHAIN_ID: '31337', RPC_URL: 'http://127.0.0.1:8545' });
    app = createApp({ db, config });
    await putCouncilList(db, [council]);
    await putNetworkStats(db, {
      gc_size: 1,
      total_staking: '5000000',
      total_supply: '6000000000',
      circulating_supply: '5800000000',
      total_value: '700000000',
      price_usd: '0.12',
      block_number: 10,
      updated_at: '2026-11-20T12:00:00.000Z',
    });
  });

  it('answers public reads with the CDN header on a 200 and everything else private, no-store', async () => {
    // The table comes from the app with every route mounted; each GET is asked of the app as served,
    // which loads its prefix's modules at the first request.
    const gets = routeTable((await createAppWithEveryRoute({ db, config: parseServerConfig({ CHAIN_ID: '31337', RPC_URL: 'http://127.0.0.1:8545' }) })).routes).filter((r) => r.method === 'GET');
    const answered: string[] = [];
    for (const route of gets) {
      const path = concrete(route.path);
      const response = await app.request(path);
      const header = response.headers.get('Cache-Control');
      const [access] = route.markers;
      const where = `GET ${route.path} (${path}) → ${response.status}`;
      if (access?.kind === 'publicRead' && response.status === 200) {
        expect(header, where).toBe(publicCacheControl(access.sharedSeconds));
        answered.push(route.path);
      } else {
        expect(header, where).toBe('private, no-store');
      }
    }
    // Not a vacuous walk: 34 of the 39 public reads of today answer 200 from this small seed (the others need indexed data).
    expect(answered.length).toBeGreaterThanOrEqual(34);
  });

  it('never lets a word fall into an id route: GET /v1/councils/drafts has no route, /v1/proposals/drafts is the drafts list', async () => {
    for (const path of ['/v1/councils/drafts', '/v1/activities/drafts', '/v1/proposals/councils/me/votes']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ code: 404, err_msg: `No route for GET ${path}`, err_code: 'not_found' });
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    }
    // An agenda number is digits only: the signed-in drafts list answers, not a public agenda lookup.
    const drafts = await app.request('/v1/proposals/drafts');
    expect(drafts.status).toBe(401);
    expect(await drafts.json()).toEqual({ code: 401, err_msg: 'Sign in first', err_code: 'sign_in_first' });
    expect(drafts.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
