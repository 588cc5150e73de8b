import { describe, expect, it } from 'vitest';
import { ConfigError, networkProfileOfConfig, parseServerConfig } from './config';

describe('NETWORK_PROFILE', () => {
  it("is the spec's profile when unset, and kaia when set so", () => {
    expect(networkProfileOfConfig(parseServerConfig({})).token).toBe('KLAY');
    expect(networkProfileOfConfig(parseServerConfig({ NETWORK_PROFILE: 'kaia' })).token).toBe('KAIA');
    expect(networkProfileOfConfig(undefined).token).toBe('KLAY');
  });

  it('stops the process at start on a name it does not know, saying which it knows', () => {
    expect(() => parseServerConfig({ NETWORK_PROFILE: 'cypress' })).toThrow(ConfigError);
    expect(() => parseServerConfig({ NETWORK_PROFILE: 'cypress' })).toThrow('NETWORK_PROFILE: unknown network profile "cypress": use one of klaytn, kaia');
  });
});
