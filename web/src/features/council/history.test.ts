import { describe, expect, it } from 'vitest';
import { historyEntries } from './history';

const ref = (id: number) => ({ id, name: `GC ${id}`, thumbnail: '' });

describe('historyEntries', () => {
  it('lists dated entries newest first, one per badge, linking joined councils that have not resigned', () => {
    const entries = historyEntries({
      '2026-01-05': { joined: [ref(1), ref(2)], resigned: [] },
      '2026-10-11': { joined: [ref(3)], resigned: [ref(2)] },
    });
    expect(entries.map((e) => [e.date, e.kind])).toEqual([
      ['2026-10-11', 'joined'],
      ['2026-10-11', 'resigned'],
      ['2026-01-05', 'joined'],
    ]);
    expect(entries[2]!.councils.map((c) => [c.id, c.linked])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(entries[1]!.councils[0]!.linked).toBe(false);
    expect(historyEntries({})).toEqual([]);
  });
});
