import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal, type JournalEntry } from './journal';

const entry = (n: number): JournalEntry => ({
  method: 'eth_sendRawTransaction',
  params: [`0x${n}`],
  timestamp: 1_000 + n,
  head: { number: n, hash: `0x${n}` },
});

function journalPath(): string {
  return join(mkdtempSync(join(tmpdir(), 'journal-')), 'journal.jsonl');
}

describe('Journal', () => {
  it('gives back every recorded entry when reopened', () => {
    const path = journalPath();
    const journal = Journal.open(path, 'fp')!;
    journal.record(entry(1));
    journal.record(entry(2));
    journal.close();

    expect(Journal.open(path, 'fp')!.entries).toEqual([entry(1), entry(2)]);
  });

  it('drops a torn last line and appends after the last whole one', () => {
    const path = journalPath();
    const journal = Journal.open(path, 'fp')!;
    journal.record(entry(1));
    journal.close();
    appendFileSync(path, '{"method":"eth_sendRaw'); // a kill in mid-write

    const reopened = Journal.open(path, 'fp')!;
    expect(reopened.entries).toEqual([entry(1)]);
    reopened.record(entry(2));
    reopened.close();

    expect(Journal.open(path, 'fp')!.entries).toEqual([entry(1), entry(2)]);
    expect(readFileSync(path, 'utf8').split('\n')).toHaveLength(4); // header, two entries, final newline
  });

  it('refuses a journal recorded for another fingerprint, or one whose header is torn', () => {
    const path = journalPath();
    Journal.open(path, 'old')!.close();
    expect(Journal.open(path, 'new')).toBeUndefined();

    const torn = journalPath();
    appendFileSync(torn, '{"journal":1,"finger');
    expect(Journal.open(torn, 'fp')).toBeUndefined();
  });
});
