import { describe, expect, it } from 'vitest';
import { deriveSignedInAccount, type SiteAccount } from './account';

const address = '0x00000000000000000000000000000000000000Ab';
const stored = (type: 0 | 1, level: 0 | 1, council_id = type === 0 ? 0 : 4): SiteAccount => ({ id: 12, address: address.toLowerCase(), council_id, type, level });

describe('deriveSignedInAccount', () => {
  it('refuses an address that is nothing', () => {
    expect(deriveSignedInAccount(address, { stored: null, secretary: false, voterCouncilId: null })).toBeNull();
  });

  it.each([
    [0, 0, ['siteAdmin'], { isSiteOperator: true, isSiteAdmin: true, typeEnum: 'admin' }],
    [0, 1, ['siteManager'], { isSiteOperator: true, isSiteAdmin: false, typeEnum: 'admin' }],
    [1, 0, ['gcAdmin'], { isSiteOperator: false, isSiteAdmin: false, typeEnum: 'GC' }],
    [1, 1, ['gcManager'], { isSiteOperator: false, isSiteAdmin: false, typeEnum: 'GC' }],
  ] as const)('type %i level %i is %j', (type, level, roles, flags) => {
    const account = deriveSignedInAccount(address, { stored: stored(type, level), secretary: false, voterCouncilId: null });
    expect(account).toMatchObject({ id: 12, type, level, roles, isVoter: false, isSecretary: false, voter: false, ...flags });
  });

  it('a secretary without an account has id -1 (spec §3) and is a site operator but not an admin', () => {
    expect(deriveSignedInAccount(address, { stored: null, secretary: true, voterCouncilId: null })).toEqual({
      id: -1,
      address: address.toLowerCase(),
      council_id: 0,
      type: 0,
      level: null,
      voter: false,
      typeEnum: 'admin',
      roles: ['secretary'],
      isSiteOperator: true,
      isSiteAdmin: false,
      isVoter: false,
      isSecretary: true,
    });
  });

  it("a voter without an account is bound to the council the chain maps it to", () => {
    expect(deriveSignedInAccount(address, { stored: null, secretary: false, voterCouncilId: 9 })).toMatchObject({
      id: 0,
      council_id: 9,
      type: 1,
      level: null,
      typeEnum: 'GC',
      roles: ['voter'],
      isVoter: true,
      voter: true,
      isSiteOperator: false,
    });
  });

  it('adds the secretary and voter roles to a stored account, keeping its own id and council', () => {
    const account = deriveSignedInAccount(address, { stored: stored(1, 0), secretary: true, voterCouncilId: 4 });
    expect(account).toMatchObject({ id: 12, council_id: 4, roles: ['gcAdmin', 'secretary', 'voter'], isSecretary: true, isVoter: true });
  });
});
