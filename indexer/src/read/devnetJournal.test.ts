import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keccak256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { readJournalTransactions } from './devnetJournal';

const account = privateKeyToAccount(`0x${'11'.repeat(32)}`);
const TO = '0x2222222222222222222222222222222222222222';

async function signed(nonce: number) {
  return account.signTransaction({ chainId: 31337, type: 'eip1559', nonce, to: TO, value: 1n, gas: 21_000n, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n });
}

describe('readJournalTransactions', () => {
  it('reads raw transactions from whole lines, continuing where it stopped', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'journal-')), 'journal.jsonl');
    const [a, b] = await Promise.all([signed(0), signed(1)]);
    writeFileSync(
      path,
      [
        JSON.stringify({ journal: 1, fingerprint: 'x' }),
        JSON.stringify({ method: 'evm_setNextBlockTimestamp', params: [1], head: { number: 1, hash: '0x' } }),
        JSON.stringify({ method: 'eth_sendRawTransaction', params: [a], head: { number: 2, hash: '0x' } }),
        JSON.stringify({ method: 'eth_sendRawTransaction', params: ['0xnot-a-transaction'], head: { number: 2, hash: '0x' } }),
        '{"method":"eth_sendRawTransaction","params":["', // a line being written
      ].join('\n'),
    );
    const first = readJournalTransactions(path, 0);
    expect(first.transactions).toEqual([{ hash: keccak256(a), to: TO }]);

    appendFileSync(path, `${b}"],"head":{"number":3,"hash":"0x"}}\n`);
    const second = readJournalTransactions(path, first.next);
    expect(second.transactions).toEqual([{ hash: keccak256(b), to: TO }]);
    expect(readJournalTransactions(path, second.next)).toEqual({ transactions: [], next: second.next });
    expect(readJournalTransactions(join(path, 'missing'), 7)).toEqual({ transactions: [], next: 7 });
  });
});
