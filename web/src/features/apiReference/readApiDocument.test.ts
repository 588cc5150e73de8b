import { describe, expect, it } from 'vitest';
import { createDb } from '@portal/core/db/client';
import { createApp } from '@portal/functions/src/app';
import { apiDocument } from '@portal/functions/src/openapi/apiDocument';
import { asApiDocument, groupsOf } from './readApiDocument';

// The document the API serves (built from the app's routes; no table is touched), as JSON crosses the wire.
const app = createApp({ db: createDb({ tableName: 'api-reference', region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }) });
const served = JSON.parse(JSON.stringify(apiDocument(app.routes))) as unknown;
const groups = groupsOf(asApiDocument(served), 'https://portal.example');
const operation = (path: string) => groups.flatMap((g) => g.operations).find((o) => o.path === path)!;

describe('the reference page reading the API document', () => {
  it('shows every documented read once, grouped by tag in the document order', () => {
    expect(groups.map((g) => g.tag)).toEqual(['Site', 'Councils', 'Activities', 'Proposals', 'Status', 'Treasury']);
    const paths = groups.flatMap((g) => g.operations.map((o) => o.path));
    expect(paths.sort()).toEqual(Object.keys((served as { paths: object }).paths).sort());
  });

  it('says the type, limits and default of each parameter, leaving out bounds nobody needs', () => {
    expect(operation('/v1/proposals').parameters.find((p) => p.name === 'size')).toEqual({
      name: 'size',
      location: 'query',
      required: false,
      type: 'integer',
      limits: '1 to 100',
      defaultValue: '10',
      description: null,
    });
    expect(operation('/v1/proposals').parameters.find((p) => p.name === 'category')).toMatchObject({ limits: '0 to 3', description: '0 all, 1 upcoming, 2 ongoing, 3 closed' });
    expect(operation('/v1/councils/{cid}').parameters).toEqual([
      { name: 'cid', location: 'path', required: true, type: 'integer', limits: 'at least 0', defaultValue: null, description: null },
    ]);
    expect(operation('/v1/councils/addr/{addr}').parameters[0]).toMatchObject({ type: 'address (0x + 40 hex digits)' });
    expect(operation('/v1/activities/tx_count').parameters[0]).toMatchObject({ required: true, type: 'one of 7, 30, 90, all' });
  });

  it('refuses what is not a document', () => {
    expect(() => asApiDocument({ code: 503, err_msg: 'unavailable' })).toThrow('Not an API document');
    expect(() => asApiDocument(null)).toThrow('Not an API document');
  });

  it('gives a request to paste for each read, from its example', () => {
    expect(operation('/v1/councils/{cid}').curl).toBe("curl 'https://portal.example/v1/councils/2'");
    expect(operation('/v1/proposals').curl).toBe("curl 'https://portal.example/v1/proposals?category=3&page=1&size=10'");
    expect(operation('/v1/financial/download')).toMatchObject({ answer: 'text/csv; charset=utf-8', curl: "curl 'https://portal.example/v1/financial/download?fund=KCF'" });
    expect(operation('/v1/version').answer).toBe('application/json');
  });
});
