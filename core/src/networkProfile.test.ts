import { describe, expect, it } from 'vitest';
import { MAIN_CHAIN_ID, TEST_CHAIN_ID } from './constants';
import { fundContractName, NETWORK_PROFILES, networkName, networkProfileOf } from './networkProfile';

describe('network profile', () => {
  it("is the spec's names when the configuration names none", () => {
    for (const unset of [undefined, '']) {
      const profile = networkProfileOf(unset);
      expect(profile.id).toBe('klaytn');
      expect(profile.token).toBe('KLAY');
      expect(profile.funds.KCF.long).toBe('KCF (Community Fund)');
      expect(profile.funds.KFF.long).toBe('KFF (Foundation Fund)');
      expect(profile.networks).toEqual({ main: 'Cypress', test: 'Baobab' });
    }
  });

  it("gives today's names under kaia, each fund in its 2022 counterpart's role", () => {
    const profile = networkProfileOf('kaia');
    expect(profile.token).toBe('KAIA');
    expect(profile.funds.KCF).toEqual({ short: 'KEF', name: 'Kaia Ecosystem Fund', long: 'KEF (Kaia Ecosystem Fund)', phrase: 'the Kaia Ecosystem Fund' });
    expect(profile.funds.KFF).toEqual({ short: 'KIF', name: 'Kaia Infrastructure Fund', long: 'KIF (Kaia Infrastructure Fund)', phrase: 'the Kaia Infrastructure Fund' });
    expect(profile.networks).toEqual({ main: 'Mainnet', test: 'Kairos' });
    expect(profile.explorers).toEqual({ finder: 'kaiascan.io', scope: 'kaiascope.com', testPrefix: 'kairos' });
  });

  it('refuses a name it does not know, saying which it knows', () => {
    expect(() => networkProfileOf('Kaia')).toThrow('Unknown network profile "Kaia": use one of klaytn, kaia');
    expect(() => networkProfileOf('toString')).toThrow('Unknown network profile "toString"');
  });

  it('names the main and test networks by chain id, and any other chain by its id', () => {
    expect(networkName(NETWORK_PROFILES.klaytn, MAIN_CHAIN_ID)).toBe('Cypress');
    expect(networkName(NETWORK_PROFILES.klaytn, TEST_CHAIN_ID)).toBe('Baobab');
    expect(networkName(NETWORK_PROFILES.kaia, MAIN_CHAIN_ID)).toBe('Mainnet');
    expect(networkName(NETWORK_PROFILES.kaia, TEST_CHAIN_ID)).toBe('Kairos');
    expect(networkName(NETWORK_PROFILES.kaia, 31337)).toBe('Devnet 31337');
  });

  it('names a fund as a contract', () => {
    expect(fundContractName(NETWORK_PROFILES.klaytn.funds.KCF)).toBe('KCF (community fund)');
    expect(fundContractName(NETWORK_PROFILES.kaia.funds.KFF)).toBe('KIF (Kaia Infrastructure Fund)');
  });
});
