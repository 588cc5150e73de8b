import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import { knownContractsOf } from './knownContracts';

const funds = { KCF_ADDRESS: '0x00000000000000000000000000000000000000c1', KFF_ADDRESS: '0x00000000000000000000000000000000000000f1' };
const fundNames = (env: Record<string, string>) => knownContractsOf(parseServerConfig({ ...funds, ...env }), [], []).map((c) => c.name);

describe('known contracts', () => {
  it("name the treasury funds by the deployment's profile", () => {
    expect(fundNames({})).toEqual(['KCF (community fund)', 'KFF (foundation fund)']);
    expect(fundNames({ NETWORK_PROFILE: 'kaia' })).toEqual(['KEF (Kaia Ecosystem Fund)', 'KIF (Kaia Infrastructure Fund)']);
  });
});
