import { describe, expect, it } from 'vitest';
import { parseDelegatorAddress } from './delegatorAddress';

describe('parseDelegatorAddress', () => {
  it('takes an address in any letter case, spaces around it trimmed', () => {
    expect(parseDelegatorAddress(' 0x5C5D5E22C688c37386DC1DD6C27011eb830221f0 ')).toBe('0x5C5D5E22C688c37386DC1DD6C27011eb830221f0');
    expect(parseDelegatorAddress('0xabcdefabcdefabcdefabcdefabcdefabcdefabcd')).toBe('0xabcdefabcdefabcdefabcdefabcdefabcdefabcd');
  });

  it('refuses what is not 0x and 40 hexadecimal characters', () => {
    for (const text of ['', '0x12', '5C5D5E22C688c37386DC1DD6C27011eb830221f0', '0x5C5D5E22C688c37386DC1DD6C27011eb830221fg', '0x5C5D5E22C688c37386DC1DD6C27011eb830221f00']) {
      expect(parseDelegatorAddress(text)).toBeNull();
    }
  });
});
