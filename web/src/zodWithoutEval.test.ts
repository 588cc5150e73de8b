import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { config } from 'zod/v4/core';
import { parseWithoutEval } from './zodWithoutEval';

describe('parseWithoutEval', () => {
  const realFunction = globalThis.Function;
  afterEach(() => {
    globalThis.Function = realFunction;
  });

  it('parses objects without ever constructing a Function (which the CSP would refuse and report)', () => {
    const constructed: unknown[][] = [];
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args) {
        constructed.push(args);
        return Reflect.construct(target, args);
      },
    });
    parseWithoutEval();
    const Council = z.strictObject({ id: z.number(), name: z.string() });
    expect(Council.parse({ id: 1, name: 'A' })).toEqual({ id: 1, name: 'A' });
    expect(() => Council.parse({ id: 1, name: 'A', extra: true })).toThrow();
    expect(constructed).toEqual([]);
  });

  it('sets the very setting zod reads (its global config), without importing zod itself', () => {
    parseWithoutEval();
    expect(config().jitless).toBe(true);
  });
});
