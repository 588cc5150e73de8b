import { describe, expect, it } from 'vitest';
import { canApply, editOf, fieldsOf, kgpError } from './treasuryEdit';
import { sampleTransaction } from './treasuryFixtures';

const tx = sampleTransaction;

describe('the treasury edit panel', () => {
  it('copies kgp, label, title and recipient of the selected row', () => {
    expect(fieldsOf(tx)).toEqual({ kgp: '12', label: 'Token Swap', title: 'Swap', recipient: tx.recipient });
    expect(fieldsOf({ ...tx, kgp: null }).kgp).toBe('');
  });

  it("enables Apply only when something changed and the KGP is digits only, at most 12 of them", () => {
    expect(canApply(null, fieldsOf(tx))).toBe(false);
    expect(canApply(tx, fieldsOf(tx))).toBe(false);
    expect(canApply(tx, { ...fieldsOf(tx), label: 'Others' })).toBe(true);
    expect(canApply(tx, { ...fieldsOf(tx), kgp: '1a' })).toBe(false);
    expect(kgpError('1a')).toEqual({ kind: 'digits' });
    expect(kgpError('1'.repeat(13))).toEqual({ kind: 'tooLong', max: 12 });
    expect(kgpError('')).toBeNull();
  });

  it('sends an empty KGP as none (the version it read travels in If-Match)', () => {
    expect(editOf({ ...fieldsOf(tx), kgp: '' })).toEqual({ label: 'Token Swap', kgp: null, title: 'Swap', recipient: tx.recipient });
  });
});
