import { describe, expect, it } from 'vitest';
import { detailTarget } from './detailTarget';

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
