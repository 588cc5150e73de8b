import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { deriveSignedInAccount, type SiteAccount } from '@portal/core/entities/account';
import { assertMayManageAccount, type AccountAction, type AccountShape } from './accountRules';
import { assertCouncilScope } from './authorize';

const actor = (type: 0 | 1, level: 0 | 1, council_id = type === 0 ? 0 : 5, id = 1) =>
  deriveSignedInAccount('0x00000000000000000000000000000000000000a1', { stored: { id, address: '0x00000000000000000000000000000000000000a1', type, level, council_id } as SiteAccount, secretary: false, voterCouncilId: null })!;
const secretary = deriveSignedInAccount('0x00000000000000000000000000000000000000a2', { stored: null, secretary: true, voterCouncilId: null })!;
const voter = deriveSignedInAccount('0x00000000000000000000000000000000000000a3', { stored: null, secretary: false, voterCouncilId: 5 })!;

const allowed = (fn: () => void) => {
  try {
    fn();
    return true;
  } catch (error) {
    if (error instanceof HTTPException && error.status === 403) return false;
    throw error;
  }
};

const siteAdminTarget: AccountShape & { id: number } = { type: 0, level: 0, council_id: 0, id: 99 };
const siteManagerTarget: AccountShape = { type: 0, level: 1, council_id: 0 };
const gcAdmin5: AccountShape = { type: 1, level: 0, council_id: 5 };
const gcManager5: AccountShape = { type: 1, level: 1, council_id: 5 };
const gcManager6: AccountShape = { type: 1, level: 1, council_id: 6 };

describe('assertMayManageAccount', () => {
  const cases: [string, ReturnType<typeof actor>, AccountShape, AccountAction, boolean][] = [
    ['site admin creates a site admin', actor(0, 0), siteAdminTarget, 'create', false],
    ['site admin edits a site admin', actor(0, 0), siteAdminTarget, 'update', false],
    ['site admin removes another site admin', actor(0, 0), siteAdminTarget, 'delete', true],
    ['site admin removes itself', actor(0, 0, 0, 99), siteAdminTarget, 'delete', false],
    ['site manager removes a site admin', actor(0, 1), siteAdminTarget, 'delete', false],
    ['site admin adds a site manager', actor(0, 0), siteManagerTarget, 'create', true],
    ['site manager adds a site manager', actor(0, 1), siteManagerTarget, 'create', false],
    ['site manager adds a council admin', actor(0, 1), gcAdmin5, 'create', true],
    ['site admin edits a council manager', actor(0, 0), gcManager6, 'update', true],
    ['council admin adds its own manager', actor(1, 0, 5), gcManager5, 'create', true],
    ["council admin adds another council's manager", actor(1, 0, 5), gcManager6, 'create', false],
    ['council admin adds a council admin', actor(1, 0, 5), gcAdmin5, 'create', false],
    ['council manager adds a manager', actor(1, 1, 5), gcManager5, 'create', false],
    ['secretary adds a manager', secretary, gcManager5, 'create', false],
    ['voter adds a manager', voter, gcManager5, 'create', false],
  ];
  it.each(cases)('%s: %#', (_name, who, target, action, expected) => {
    expect(allowed(() => assertMayManageAccount(who, target, action))).toBe(expected);
  });
});

describe('assertCouncilScope', () => {
  it('lets site operators act on any council and council members on their own only', () => {
    expect(allowed(() => assertCouncilScope(actor(0, 0), 6))).toBe(true);
    expect(allowed(() => assertCouncilScope(actor(0, 1), 6))).toBe(true);
    expect(allowed(() => assertCouncilScope(actor(1, 0, 5), 5))).toBe(true);
    expect(allowed(() => assertCouncilScope(actor(1, 1, 5), 5))).toBe(true);
    expect(allowed(() => assertCouncilScope(actor(1, 0, 5), 6))).toBe(false);
    expect(allowed(() => assertCouncilScope(voter, 5))).toBe(false);
    expect(allowed(() => assertCouncilScope(secretary, 5))).toBe(false);
  });
});
