import { describe, expect, it } from 'vitest';
import { concat, hexToBigInt, numberToHex, slice, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { recoverDigestSigner } from '../secretary/secretaryCalls';
import { isCanonicalSignature, recoverSigner, signedMessageHash, type SignaturePrefix } from './signatures';

const ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HALF = ORDER / 2n;

/** The malleable twin: s → n − s with the recovery bit flipped; ecrecover alone accepts both. */
function highSTwin(signature: Hex): Hex {
  const s = hexToBigInt(slice(signature, 32, 64));
  const v = Number(hexToBigInt(slice(signature, 64, 65)));
  return concat([slice(signature, 0, 32), numberToHex(ORDER - s, { size: 32 }), numberToHex(v === 27 ? 28 : 27, { size: 1 })]);
}

describe('one low-s rule for every signature', () => {
  it('accepts s up to n/2 and refuses above it, and a zero r or s', () => {
    expect(isCanonicalSignature(1n, HALF)).toBe(true);
    expect(isCanonicalSignature(1n, HALF + 1n)).toBe(false);
    expect(isCanonicalSignature(0n, 1n)).toBe(false);
    expect(isCanonicalSignature(1n, 0n)).toBe(false);
  });

  it.each<SignaturePrefix>(['eip191', 'kip97'])('sign-in (%s): the low-s signature recovers its signer, its high-s twin nothing', async (prefix) => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signature = await account.sign({ hash: signedMessageHash('sign me', prefix) });
    expect(await recoverSigner('sign me', signature, prefix)).toBe(account.address.toLowerCase());
    expect(await recoverSigner('sign me', highSTwin(signature), prefix)).toBeNull();
  });

  it('the secretary path refuses the same twin', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const digest = signedMessageHash('approve', 'eip191');
    const signature = await account.sign({ hash: digest });
    const split = (sig: Hex) => ({ R: slice(sig, 0, 32), S: slice(sig, 32, 64), V: slice(sig, 64, 65) });
    expect(await recoverDigestSigner(digest, split(signature), 1001)).toBe(account.address.toLowerCase());
    expect(await recoverDigestSigner(digest, split(highSTwin(signature)), 1001)).toBeNull();
  });
});
