import { describe, expect, it } from 'vitest';
import { apiDocument } from '@portal/functions/src/openapi/apiDocument';
import { asApiDocument, groupsOf } from './readApiDocument';

// The document the API serves (derived from the catalogue), as JSON crosses the wire.
const served = JSON.parse(JSON.stringify(apiDocument())) as unknown;
const groups = groupsOf(asApiDocument(served), 'https://portal.example');
const operation = (path: string, method = 'GET') => groups.flatMap((g) => g.operations).find((o) => o.path === path && o.method === method)!;

describe('the reference page reading the API document', () => {
  it('shows every documented operation once, grouped by tag in the document order', () => {
    const { tags, paths } = served as { tags: { name: string }[]; paths: Record<string, Record<string, { tags: string[] }>> };
    const used = new Set(Object.values(paths).flatMap((item) => Object.values(item).map((op) => op.tags[0])));
    expect(groups.map((g) => g.tag)).toEqual(tags.map((t) => t.name).filter((name) => used.has(name)));
    const operations = groups.flatMap((g) => g.operations.map((o) => `${o.method} ${o.path}`));
    expect(operations.sort()).toEqual(Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)).sort());
    expect(new Set(groups.flatMap((g) => g.operations.map((o) => o.id))).size).toBe(operations.length);
  });

  it('says the type, limits and default of each parameter, leaving out bounds nobody needs', () => {
    expect(operation('/v1/proposals').parameters.find((p) => p.name === 'size')).toEqual({
      name: 'size',
      location: 'query',
      required: false,
      type: 'integer',
      limits: { key: 'limits.range', values: { min: '1', max: '100' } },
      defaultValue: '10',
      description: null,
    });
    expect(operation('/v1/proposals').parameters.find((p) => p.name === 'category')).toMatchObject({ limits: { key: 'limits.range', values: { min: '0', max: '3' } }, description: '0 all, 1 upcoming, 2 ongoing, 3 closed' });
    expect(operation('/v1/councils/{cid}').parameters).toEqual([
      { name: 'cid', location: 'path', required: true, type: 'integer', limits: { key: 'limits.atLeast', values: { min: '0' } }, defaultValue: null, description: null },
    ]);
    expect(operation('/v1/councils/addr/{addr}').parameters[0]).toMatchObject({ type: { key: 'type.address' } });
    expect(operation('/v1/activities/tx_count').parameters[0]).toMatchObject({ required: true, type: { key: 'type.oneOf', values: { values: '7, 30, 90, all' } } });
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

  it('marks a signed-in call with its method and the bearer token it needs', () => {
    expect(operation('/v1/release_note/{id}', 'PUT')).toMatchObject({
      method: 'PUT',
      curl: "curl -X PUT -H 'Authorization: Bearer <token>' 'https://portal.example/v1/release_note/{id}'",
    });
    expect(operation('/v1/release_note/{id}', 'PUT').description).toMatch(/^Signed in as siteAdmin, siteManager\./);
    expect(operation('/v1/release_note/{id}', 'GET').curl).toBe("curl -H 'Authorization: Bearer <token>' 'https://portal.example/v1/release_note/1'");
  });
});
