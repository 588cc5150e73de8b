import { describe, expect, it } from 'vitest';
import { buildSignInMessage, checkSignInMessage, SIGN_IN_STATEMENT, signInSite } from './signInMessage';
import { kip97Hash, recoverSigner, signedMessageHash } from './signatures';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { concat, keccak256, toHex } from 'viem';

const site = signInSite('http://127.0.0.1:8787/Home', 31337);
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const issuedAt = new Date('2026-11-23T10:00:00.000Z');

describe('the sign-in message', () => {
  const message = buildSignInMessage(site, { address, nonce: 'abcdef0123456789abcdef0123456789', issuedAt });

  it('is EIP-4361 text naming the site, the statement, the chain, the nonce and 24 hours', () => {
    expect(message).toBe(
      [
        '127.0.0.1:8787 wants you to sign in with your Ethereum account:',
        address,
        '',
        SIGN_IN_STATEMENT,
        '',
        'URI: http://127.0.0.1:8787',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: abcdef0123456789abcdef0123456789',
        'Issued At: 2026-11-23T10:00:00.000Z',
        'Expiration Time: 2026-11-24T10:00:00.000Z',
      ].join('\n'),
    );
  });

  it('passes its own check until it expires', () => {
    expect(checkSignInMessage(message, site, { address: address.toLowerCase(), now: new Date('2026-11-24T09:59:59Z') })).toMatchObject({
      nonce: 'abcdef0123456789abcdef0123456789',
    });
    expect(() => checkSignInMessage(message, site, { address, now: new Date('2026-11-24T10:00:00Z') })).toThrow('The message has expired');
    expect(() => checkSignInMessage(message, site, { address, now: new Date('2026-11-23T09:58:00Z') })).toThrow('issued in the future');
  });

  it('refuses another site, another chain, another address, and any edit', () => {
    const now = new Date('2026-11-23T11:00:00Z');
    expect(() => checkSignInMessage(message, signInSite('http://127.0.0.1:9999', 31337), { address, now })).toThrow('another site');
    expect(() => checkSignInMessage(message, signInSite('http://127.0.0.1:8787', 8217), { address, now })).toThrow('another network');
    expect(() => checkSignInMessage(message, site, { address: '0x0000000000000000000000000000000000000001', now })).toThrow('another address');
    expect(() => checkSignInMessage(message.replace(SIGN_IN_STATEMENT, 'Hello'), site, { address, now })).toThrow('altered');
    expect(() => checkSignInMessage(`${message}\nRequest ID: 1`, site, { address, now })).toThrow('altered');
    expect(() => checkSignInMessage('hello', site, { address, now })).toThrow('not a sign-in message');
    const longer = message.replace('2026-11-24T10:00:00.000Z', '2026-11-25T10:00:00.000Z');
    expect(() => checkSignInMessage(longer, site, { address, now })).toThrow('outlives a sign-in');
  });
});

describe('signature prefixes', () => {
  it("KIP-97 is keccak256 of \\x19Klaytn Signed Message:\\n, the byte length and the text", () => {
    const text = 'héllo';
    const manual = keccak256(concat([toHex('\x19Klaytn Signed Message:\n6'), toHex(text)]));
    expect(kip97Hash(text)).toBe(manual);
    expect(signedMessageHash(text, 'kip97')).not.toBe(signedMessageHash(text, 'eip191'));
  });

  it('recovers the signer under the prefix it signed with, and another address under the other', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signature = await account.sign({ hash: kip97Hash('sign me') });
    expect(await recoverSigner('sign me', signature, 'kip97')).toBe(account.address.toLowerCase());
    expect(await recoverSigner('sign me', signature, 'eip191')).not.toBe(account.address.toLowerCase());
    const personal = await account.signMessage({ message: 'sign me' });
    expect(await recoverSigner('sign me', personal, 'eip191')).toBe(account.address.toLowerCase());
    expect(await recoverSigner('sign me', '0x1234', 'eip191')).toBeNull();
  });
});
