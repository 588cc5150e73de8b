import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@portal/core/db/client';
import { itemKeyText } from '@portal/core/db/writeCounter';
import { freshTestDb } from '../test/setup/services';
import { refreshOnTableWrites, type OnChange } from './onChange';
import type { PassHooks } from './refresh';

/**
 * When passes run, against a real table client (DynamoDB Local: the writes are seen by its
 * middleware), with a scripted pass over three pages, each following one item of its own.
 */
const PAGES = ['a', 'b', 'c'].map((name) => ({ key: `snapshots/${name}.html`, follows: [itemKeyText('PAGE', name)] }));
const [A, B] = PAGES as [(typeof PAGES)[number], (typeof PAGES)[number]];

let db: Db;
let onChange: OnChange | null = null;
beforeAll(async () => {
  db = await freshTestDb();
});
afterEach(async () => {
  await onChange?.stop();
  onChange = null;
});

const put = (pk: string, sk: string) => db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk, sk, data: Date.now() } }));
/** A zero-delay turn of the timers: a pass due at once (debounce 0) has begun by its end. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A pass over PAGES in its priority order; `hold`, when set, is awaited after the pass's first page. */
function scriptedPasses() {
  const passes: string[][] = [];
  let hold: Promise<void> | null = null;
  const refresh = async ({ signal, priority, verified }: PassHooks) => {
    const order = passes.push([]) - 1;
    const pages = [...PAGES].sort((x, y) => (priority?.(y.follows) ?? 0) - (priority?.(x.follows) ?? 0));
    for (const page of pages) {
      signal?.throwIfAborted();
      verified?.(page.key, page.follows);
      passes[order]!.push(page.key);
      if (hold && passes[order]!.length === 1) await hold;
    }
  };
  return { passes, refresh, holdWith: (promise: Promise<void> | null) => void (hold = promise) };
}

describe('passes after table writes', () => {
  it('a write to an item no page follows makes no pass and leaves every page fresh', async () => {
    const script = scriptedPasses();
    onChange = refreshOnTableWrites([db], script.refresh, { debounceMs: 0 });
    await onChange.settled();
    const before = script.passes.length;
    await put('CHECKPOINT', 'governance');
    await turn();
    expect(script.passes.length).toBe(before);
    expect(PAGES.map((page) => onChange!.fresh(page.key))).toEqual([true, true, true]);
    // A followed item: its page alone is stale until the pass it makes.
    await put('PAGE', 'b');
    expect(PAGES.map((page) => onChange!.fresh(page.key))).toEqual([true, false, true]);
    await onChange.settled();
    expect(script.passes.length).toBe(before + 1);
    expect(onChange.fresh(B.key)).toBe(true);
  });

  it("a write to a page's item ends the pass under way at its next page, and the next pass begins with that page", async () => {
    const script = scriptedPasses();
    onChange = refreshOnTableWrites([db], script.refresh, { debounceMs: 0 });
    await onChange.settled();
    let release = () => {};
    script.holdWith(new Promise<void>((resolve) => (release = resolve)));
    await put('PAGE', 'c');
    await expect.poll(() => script.passes.at(-1)).toEqual([PAGES[2]!.key]);
    const held = script.passes.length - 1;
    script.holdWith(null);
    // The vote: page a's item, while the pass is still on its first page.
    await put('PAGE', 'a');
    release();
    await onChange.settled();
    expect(script.passes[held]).toEqual([PAGES[2]!.key]);
    expect(script.passes[held + 1]![0]).toBe(A.key);
    expect(PAGES.map((page) => onChange!.fresh(page.key))).toEqual([true, true, true]);
  });
});
