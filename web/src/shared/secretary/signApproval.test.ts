import { describe, expect, it } from 'vitest';
import { splitSignature } from './signApproval';

describe('splitSignature', () => {
  it('splits 65 bytes r‖s‖v into the V, R, S the approve call takes', () => {
    const r = 'a'.repeat(64);
    const s = 'b'.repeat(64);
    expect(splitSignature(`0x${r}${s}1c`)).toEqual({ R: `0x${r}`, S: `0x${s}`, V: '0x1c' });
  });
  it('refuses anything that is not a 65-byte signature', () => {
    expect(() => splitSignature('0x1234')).toThrow('The wallet answered no signature');
  });
});
