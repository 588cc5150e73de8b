import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { type Hex, keccak256, parseTransaction } from 'viem';

/**
 * Transactions sent to the local devnet, from its journal (one JSON line per state-changing request,
 * devnet/src/journal.ts). The network offers no RPC that lists an address's transactions, so the
 * indexer finds a contract's transactions from the logs it emits; a transaction that reverted
 * emitted none. The devnet records every transaction it was sent, so there — and only there — those
 * are found too. Hashes of raw transactions only: an `eth_sendTransaction` entry has no hash on record.
 */

export type JournalTransaction = { hash: Hex; to: string | null };

/**
 * The transactions journaled from byte `offset` on, and the offset to continue from (the end of
 * the last whole line: a line being written is read next time).
 */
export function readJournalTransactions(path: string, offset: number): { transactions: JournalTransaction[]; next: number } {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return { transactions: [], next: offset };
  }
  // A shorter file is a new journal (a new chain): read it from the start.
  const start = size < offset ? 0 : offset;
  if (size === start) return { transactions: [], next: start };
  const fd = openSync(path, 'r');
  const buffer = Buffer.alloc(size - start);
  try {
    readSync(fd, buffer, 0, buffer.length, start);
  } finally {
    closeSync(fd);
  }
  const text = buffer.toString('utf8');
  const whole = text.lastIndexOf('\n') + 1;
  const transactions: JournalTransaction[] = [];
  for (const line of text.slice(0, whole).split('\n')) {
    if (!line.includes('"eth_sendRawTransaction"')) continue;
    try {
      const entry = JSON.parse(line) as { method?: unknown; params?: unknown };
      const raw = Array.isArray(entry.params) ? entry.params[0] : undefined;
      if (entry.method !== 'eth_sendRawTransaction' || typeof raw !== 'string' || !raw.startsWith('0x')) continue;
      const parsed = parseTransaction(raw as Hex);
      transactions.push({ hash: keccak256(raw as Hex), to: parsed.to ?? null });
    } catch {
      // Not a transaction we can read: nothing to follow.
    }
  }
  return { transactions, next: start + Buffer.byteLength(text.slice(0, whole), 'utf8') };
}
