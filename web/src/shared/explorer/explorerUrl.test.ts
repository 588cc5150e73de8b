import { describe, expect, it } from 'vitest';
import { explorerLabel, explorerUrl } from './explorerUrl';

describe('explorerUrl', () => {
  const address = '0x1234567890abcdef1234567890abcdef12345678';

  it.each([
    ['finder', 'main', 'account', address, `https://kaiascan.io/address/${address}`],
    ['finder', 'test', 'account', address, `https://kairos.kaiascan.io/address/${address}`],
    ['scope', 'main', 'account', address, `https://kaiascope.com/account/${address}`],
    ['scope', 'test', 'tx', '0xabc', 'https://kairos.kaiascope.com/tx/0xabc'],
    ['finder', 'main', 'block', 42, 'https://kaiascan.io/block/42'],
  ] as const)('%s on %s: %s', (explorer, network, target, value, expected) => {
    expect(explorerUrl(explorer, network, target, value)).toBe(expected);
  });

  it('names the explorers after the product', () => {
    expect(explorerLabel('finder')).toBe('Kaia Finder');
    expect(explorerLabel('scope')).toBe('Kaia Scope');
  });
});
