import { describe, expect, it } from 'vitest';
import { createDb } from '@portal/core/db/client';
import { routeTable } from '@portal/functions/src/access';
import { createAppWithEveryRoute } from '@portal/functions/src/app';
import { SIGN_IN_ROUTES } from './api';

/**
 * The calls anyone may make (the address check, the nonce, the sign-in) and the session's own calls
 * are each held to their own lower rate at the API stage on AWS, besides the app's per-address
 * counter (functions/src/auth/rateLimit.ts). The stage names them by route key, so a sign-in call
 * added to the app and not to SIGN_IN_ROUTES would fall under the general limit only: this keeps
 * the two lists one.
 */
describe('the API stage throttling of the sign-in calls', () => {
  it('names exactly the anonymous routes of the app and the session calls', async () => {
    // Building the app touches no table: the client only connects on a request.
    const app = await createAppWithEveryRoute({ db: createDb({ tableName: 'throttle', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }) });
    const fromApp = routeTable(app.routes)
      .filter((route) => route.markers[0]?.kind === 'anonymous' || route.path === '/v1/auth')
      // Hono's `:addr{pattern}` is API Gateway's `{addr}`.
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
    const throttled = SIGN_IN_ROUTES.flatMap(({ path, methods }) => methods.map((method) => `${method} ${path}`));
    expect(throttled.toSorted()).toEqual(fromApp.toSorted());
    expect(throttled).toContain('GET /v1/accounts/{addr}');
  });
});
