import { decodeFunctionData, hashTypedData, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { multisigTypedData as devnetTypedData } from '@portal/devnet/src/multisig';
import { votingAbi } from '../abi/voting';
import {
  encodeMultisigExecute,
  encodeVotingCall,
  multisigDigest,
  recoverDigestSigner,
  recoveryId,
  SecretarySignatureSchema,
  signedWeight,
  weightedMultisigAbi,
  type MultisigCall,
} from './secretaryCalls';

const approver = privateKeyToAccount('0x7aae7e32418c5b1e696bafb8e49b9fadd1df7f8d510daab6af991d852fe98191');
const multisig = '0x00000000000000000000000000000000000000aa';
const call: MultisigCall = { to: '0x00000000000000000000000000000000000000bb', value: 0n, data: '0x1234', nonce: 7n };

const split = (signature: Hex) => ({
  R: `0x${signature.slice(2, 66)}`,
  S: `0x${signature.slice(66, 130)}`,
  V: `0x${signature.slice(130, 132)}`,
});

describe('the secretary\'s calls', () => {
  it('encodes propose and the steps of an agenda\'s life for the voting contract', () => {
    const propose = encodeVotingCall({
      kind: 'propose',
      description: 'KGP-1 | title',
      targets: [call.to],
      values: [5n],
      calldatas: ['0xabcd'],
      votingDelay: 86_400n,
      votingPeriod: 604_800n,
    });
    expect(decodeFunctionData({ abi: votingAbi, data: propose })).toEqual({
      functionName: 'propose',
      args: ['KGP-1 | title', [call.to], [5n], ['0xabcd'], 86_400n, 604_800n],
    });
    for (const kind of ['queue', 'execute', 'cancel'] as const) {
      expect(decodeFunctionData({ abi: votingAbi, data: encodeVotingCall({ kind, proposalId: 60n }) })).toEqual({ functionName: kind, args: [60n] });
    }
  });

  it('hashes the same EIP-712 message as the devnet\'s WeightedMultisig (whose test checks it on chain)', () => {
    expect(multisigDigest(31337, multisig, call)).toBe(hashTypedData(devnetTypedData(multisig, call, 31337)));
    expect(multisigDigest(31337, multisig, call)).not.toBe(multisigDigest(31337, multisig, { ...call, nonce: 8n }));
  });

  it('recovers an approver from a MetaMask typed-data signature given as V, R, S; refuses malleable or foreign-style V', async () => {
    const signature = await approver.signTypedData({ ...devnetTypedData(multisig, call, 31337) });
    const parts = SecretarySignatureSchema.parse(split(signature));
    expect(await recoverDigestSigner(multisigDigest(31337, multisig, call), parts, 31337)).toBe(approver.address.toLowerCase());
    expect(await recoverDigestSigner(multisigDigest(31337, multisig, { ...call, data: '0x1235' }), parts, 31337)).not.toBe(approver.address.toLowerCase());
    const highS = `0x${(0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n - BigInt(parts.S)).toString(16)}`;
    expect(await recoverDigestSigner(multisigDigest(31337, multisig, call), { ...parts, S: highS }, 31337)).toBeNull();
    expect(recoveryId(0x26, 1)).toBe(1);
    expect(recoveryId(0x25, 1)).toBe(0);
    expect(recoveryId(0x26, 31337)).toBeNull();
    expect(SecretarySignatureSchema.safeParse({ ...parts, extra: 1 }).success).toBe(false);
    expect(SecretarySignatureSchema.safeParse({ ...parts, R: 'xyz' }).success).toBe(false);
  });

  it('signs Kaia\'s worked example the way the documentation shows (deterministic ECDSA)', async () => {
    const kaiaExample = privateKeyToAccount('0x45a915e4d060149eb4365960e6a7a45f334393093061116b197e3240065ff2d8');
    const signature = await kaiaExample.sign({ hash: '0x197ea7d262f74489934d6cbcf8baa3bec169c16ad672fef4a9f8148864c9cdce' });
    const parts = split(signature);
    expect(parts.R).toBe('0xe4276df1a779274fbb04bc18a0184809eec1ce9770527cebb3d64f926dc1810b');
    expect(parts.S).toBe('0x4103b828a0671a48d64fe1a3879eae229699f05a684d9c5fd939015dcdd9709b');
    // 0x1c = 28: recovery id 1, which chain 1 writes as V 0x26.
    expect(parts.V).toBe('0x1c');
  });

  it('orders the approvals by signer for execute(), and caps the signed weight at the threshold', () => {
    const data = encodeMultisigExecute(call, [
      { signer: '0x00000000000000000000000000000000000000f2', signature: '0x02' },
      { signer: '0x00000000000000000000000000000000000000f1', signature: '0x01' },
    ]);
    expect(decodeFunctionData({ abi: weightedMultisigAbi, data }).args).toEqual([call.to, 0n, '0x1234', ['0x01', '0x02']]);
    expect(signedWeight([2, 1, 1], 3)).toBe(3);
    expect(signedWeight([1], 3)).toBe(1);
  });
});
