import { KlaytnTxFactory, TxType } from '@kaiachain/js-ext-core';
import { describe, expect, it } from 'vitest';
import {
  klaytnRawTransaction,
  klaytnSigHash,
  klaytnSigRlp,
  klaytnTxHash,
  recoverKlaytnSigner,
  type KlaytnExecution,
} from './klaytnAccountTx';

/**
 * Kaia's published worked example for TxTypeSmartContractExecution ("RLP Encoding (Example)",
 * docs.kaia.io build/transactions/basic; kaiachain/kaia-docs docs/build/transactions/basic.md):
 * chain 1, the key 0x45a915e4…ff2d8 of 0xa94f5374…ebf0b, nonce 1234, gas price 0x19, gas 0xf4240,
 * value 0xa, calling 0x6353586b with one address.
 */
const example: KlaytnExecution = {
  chainId: 1,
  from: '0xa94f5374Fce5edBC8E2a8697C15331677e6EbF0B',
  to: '0x7b65B75d204aBed71587c9E519a89277766EE1d0',
  nonce: 1234n,
  gasPrice: 0x19n,
  gas: 0xf4240n,
  value: 0xan,
  input: '0x6353586b000000000000000000000000bc5951f055a85f41a3b62fd6f68ab7de76d299b2',
};
const published = {
  sigRlp: '0xf860b85bf859308204d219830f4240947b65b75d204abed71587c9e519a89277766ee1d00a94a94f5374fce5edbc8e2a8697c15331677e6ebf0ba46353586b000000000000000000000000bc5951f055a85f41a3b62fd6f68ab7de76d299b2018080',
  sigHash: '0x197ea7d262f74489934d6cbcf8baa3bec169c16ad672fef4a9f8148864c9cdce',
  signature: {
    V: '0x26',
    R: '0xe4276df1a779274fbb04bc18a0184809eec1ce9770527cebb3d64f926dc1810b',
    S: '0x4103b828a0671a48d64fe1a3879eae229699f05a684d9c5fd939015dcdd9709b',
  },
  raw: '0x30f89f8204d219830f4240947b65b75d204abed71587c9e519a89277766ee1d00a94a94f5374fce5edbc8e2a8697c15331677e6ebf0ba46353586b000000000000000000000000bc5951f055a85f41a3b62fd6f68ab7de76d299b2f845f84326a0e4276df1a779274fbb04bc18a0184809eec1ce9770527cebb3d64f926dc1810ba04103b828a0671a48d64fe1a3879eae229699f05a684d9c5fd939015dcdd9709b',
  txHash: '0x23bb192bd58d56527843eb63225c5213f3aded95e4c9776f1ff0bdd8ee0b6826',
};

describe('the Klaytn account kind\'s TxTypeSmartContractExecution, against Kaia\'s worked example', () => {
  it('encodes the SigRLP and SigHash the approvers sign', () => {
    expect(klaytnSigRlp(example)).toBe(published.sigRlp);
    expect(klaytnSigHash(example)).toBe(published.sigHash);
  });

  it('encodes the raw transaction with its signatures, and its hash', () => {
    expect(klaytnRawTransaction(example, [published.signature])).toBe(published.raw);
    expect(klaytnTxHash(example, [published.signature])).toBe(published.txHash);
  });

  it('recovers the signer of the published signature, and nobody from a signature of other bytes', async () => {
    expect(await recoverKlaytnSigner(example, published.signature)).toBe(example.from.toLowerCase());
    // The same signature over another nonce names some other key, never the sender.
    expect(await recoverKlaytnSigner({ ...example, nonce: 1235n }, published.signature)).not.toBe(example.from.toLowerCase());
    // V of another chain's style is refused outright.
    expect(await recoverKlaytnSigner(example, { ...published.signature, V: '0x2b' })).toBeNull();
  });

  it('carries several approvers\' signatures in the order given (a weighted multisig key)', () => {
    const second = { V: '0x25', R: '0x01', S: '0x02' };
    const raw = klaytnRawTransaction(example, [published.signature, second]);
    expect(raw.startsWith('0x30')).toBe(true);
    expect(raw).toContain(published.signature.R.slice(2));
    expect(raw.endsWith('c3250102')).toBe(true);
    expect(raw).not.toBe(published.raw);
  });
});

/** The same transaction as @kaiachain/js-ext-core builds it: the library the encoding is checked against. */
function byLibrary(tx: KlaytnExecution, signatures: { V: string; R: string; S: string }[]) {
  const built = KlaytnTxFactory.fromObject({
    type: TxType.SmartContractExecution,
    chainId: tx.chainId,
    from: tx.from,
    to: tx.to,
    value: tx.value,
    data: tx.input,
    nonce: tx.nonce,
    gasLimit: tx.gas,
    gasPrice: tx.gasPrice,
  });
  for (const signature of signatures) built.addSenderSig([signature.V, signature.R, signature.S]);
  return { sigRlp: built.sigRLP(), raw: built.txHashRLP() };
}

describe('the Klaytn encoding, against @kaiachain/js-ext-core', () => {
  // Zero fields, a 32-byte value, a long input, the main network's chain id, R and S with leading zero bytes.
  const cases: [KlaytnExecution, { V: string; R: string; S: string }[]][] = [
    [{ ...example, nonce: 0n, value: 0n, gasPrice: 0n, input: '0x' }, [{ V: '0x25', R: '0x01', S: '0x02' }]],
    [{ ...example, chainId: 8217, value: 2n ** 255n + 7n, input: `0x${'ab'.repeat(300)}` }, [published.signature]],
    [
      { ...example, chainId: 1001, nonce: 2n ** 40n },
      [
        { V: '0x07f6', R: `0x00${'11'.repeat(31)}`, S: `0x0000${'22'.repeat(30)}` },
        { V: '0x07f5', R: '0x01', S: '0x02' },
      ],
    ],
  ];
  it.each(cases)('builds the same SigRLP and raw transaction (case %#)', (tx, signatures) => {
    const library = byLibrary(tx, signatures);
    expect(klaytnSigRlp(tx)).toBe(library.sigRlp);
    expect(klaytnRawTransaction(tx, signatures)).toBe(library.raw);
  });
});
