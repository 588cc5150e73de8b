import { concat, hashMessage, type Hex, hexToBigInt, keccak256, recoverAddress, size, slice, stringToBytes, toBytes } from 'viem';

/** secp256k1n / 2: a higher s is the malleable twin of another signature, which chains refuse. */
const HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;

/**
 * The one rule for every signature the portal accepts (sign-in and the secretary's approvals): a
 * non-zero r and a low s, so no signature has a second valid form.
 */
export function isCanonicalSignature(r: bigint, s: bigint): boolean {
  return r !== 0n && s !== 0n && s <= HALF_ORDER;
}

/**
 * The two ways a wallet signs text:
 * - EIP-191 `personal_sign` (MetaMask, and the Kaia Wallet's personal_sign):
 *   keccak256("\x19Ethereum Signed Message:\n" + length + message);
 * - KIP-97 (the Kaia Wallet extension's klay_sign and the mobile app):
 *   keccak256("\x19Klaytn Signed Message:\n" + length + message).
 * The length is the message's byte length, in decimal.
 */
export type SignaturePrefix = 'eip191' | 'kip97';

export function kip97Hash(message: string): Hex {
  const bytes = stringToBytes(message);
  return keccak256(concat([stringToBytes(`\x19Klaytn Signed Message:\n${bytes.length}`), bytes]));
}

export function signedMessageHash(message: string, prefix: SignaturePrefix): Hex {
  return prefix === 'kip97' ? kip97Hash(message) : hashMessage(message);
}

/** The address that made `signature` over `message` under `prefix`, or null for a malformed or malleable signature. */
export async function recoverSigner(message: string, signature: Hex, prefix: SignaturePrefix): Promise<string | null> {
  try {
    if (size(toBytes(signature)) !== 65) return null;
    if (!isCanonicalSignature(hexToBigInt(slice(signature, 0, 32)), hexToBigInt(slice(signature, 32, 64)))) return null;
    return (await recoverAddress({ hash: signedMessageHash(message, prefix), signature })).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Which prefix signed the message, when one of `prefixes` recovers `address`; null otherwise. A
 * signature under one prefix recovers a random address under the other, so trying both never lets
 * another key through.
 */
export async function verifySignedMessage(
  message: string,
  signature: Hex,
  address: string,
  prefixes: readonly SignaturePrefix[],
): Promise<SignaturePrefix | null> {
  for (const prefix of prefixes) {
    if ((await recoverSigner(message, signature, prefix)) === address.toLowerCase()) return prefix;
  }
  return null;
}
