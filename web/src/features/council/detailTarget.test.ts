import { describe, expect, it } from 'vitest';
import type { Council } from '@portal/core/entities/council';
import { detailTarget, findDetailCouncil } from './detailTarget';

describe('detailTarget', () => {
  it('reads a numeric id first, else a contract address', () => {
    expect(detailTarget('?id=12')).toEqual({ id: 12 });
    expect(detailTarget('?id=0')).toEqual({ id: 0 });
    expect(detailTarget('?addr=0x00000000000000000000000000000000000000A1')).toEqual({ addr: '0x00000000000000000000000000000000000000A1' });
    expect(detailTarget('?id=abc&addr=0x00000000000000000000000000000000000000A1')).toEqual({ addr: '0x00000000000000000000000000000000000000A1' });
    expect(detailTarget('?id=-1')).toBeNull();
    expect(detailTarget('?addr=0x12')).toBeNull();
    expect(detailTarget('')).toBeNull();
  });
});

describe('findDetailCouncil', () => {
  const council = (id: number, address: string) => ({ id, contracts: [{ type: 'node', address, version: 1 }] }) as unknown as Council;
  const list = [council(2, '0x00000000000000000000000000000000000000a2'), council(7, '0x00000000000000000000000000000000000000B7')];

  it('finds the council by id or by any contract address in any case', () => {
    expect(findDetailCouncil(list, { id: 7 })?.id).toBe(7);
    expect(findDetailCouncil(list, { addr: '0x00000000000000000000000000000000000000A2' })?.id).toBe(2);
  });

  // Issue 18: /GC/Detail?id=999 asked the API, got a 404 in the console and said only "There are no contents.".
  it('is null for an unknown id or address, or no target, so the page can say "not found"', () => {
    expect(findDetailCouncil(list, { id: 999 })).toBeNull();
    expect(findDetailCouncil(list, { addr: '0x00000000000000000000000000000000000000ff' })).toBeNull();
    expect(findDetailCouncil(list, null)).toBeNull();
  });
});
