import { describe, expect, it } from 'vitest';
import { approversOfAccountKey } from './accountKey';

/** Kaia's worked example key (docs build/transactions/basic): PublicKey.X/Y of 0xa94f5374…ebf0b. */
const exampleKey = {
  x: '0x3a514176466fa815ed481ffad09110a2d344f6c9b78c1d14afc351c3a51be33d',
  y: '0x8072e77939dc03ba44790779b7a1025baf3003f6732430e20cd9b76d953391b3',
};
const otherKey = {
  x: '0x0000000000000000000000000000000000000000000000000000000000000001',
  y: '0x4218f20ae6c646b363db68605822fb14264ca8d2587fdd6fbc750d587e76a7ee',
};

describe('the Klaytn account kind\'s approvers, from klay_getAccountKey', () => {
  it('reads a weighted multisig key: each public key\'s address and weight, and the threshold', () => {
    const key = { keyType: 4, key: { threshold: 2, keys: [{ weight: 1, key: exampleKey }, { weight: 1, key: otherKey }] } };
    const { threshold, approvers } = approversOfAccountKey(key);
    expect(threshold).toBe(2);
    expect(approvers[0]).toEqual({ address: '0xa94f5374fce5edbc8e2a8697c15331677e6ebf0b', weight: 1 });
    expect(approvers).toHaveLength(2);
  });

  it('takes the transaction role of a role-based key, and refuses any other key', () => {
    const multisig = { keyType: 4, key: { threshold: 3, keys: [{ weight: 3, key: exampleKey }] } };
    expect(approversOfAccountKey({ keyType: 5, key: [multisig, { keyType: 2, key: exampleKey }] }).threshold).toBe(3);
    expect(() => approversOfAccountKey({ keyType: 2, key: exampleKey })).toThrow();
    expect(() => approversOfAccountKey({ keyType: 1, key: {} })).toThrow();
  });
});
