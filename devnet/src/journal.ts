import { closeSync, existsSync, fsyncSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';

/** One state-changing JSON-RPC request as the devnet executed it. */
export interface JournalEntry {
  method: string;
  params: unknown;
  /** Timestamp of the first block the request mined, pinned again on replay. */
  timestamp?: number;
  /** Head block after the request, to check that a replay reproduced the chain. */
  head: { number: number; hash: string };
}

interface JournalHeader {
  journal: 1;
  /** Identifies the contracts, scenario and chain config the entries were recorded with. */
  fingerprint: string;
}

/**
 * An append-only file of JSON lines: a header, then one entry per request. Each append is fsynced
 * before the request's answer leaves the devnet, so whatever a client saw confirmed survives a crash.
 * A torn last line (a kill in mid-write) is dropped, and the file truncated back to its last whole line.
 */
export class Journal {
  private constructor(
    private readonly fd: number,
    readonly entries: JournalEntry[],
  ) {}

  /** Opens the journal at `path`, or creates it; `undefined` when it was written for another fingerprint. */
  static open(path: string, fingerprint: string): Journal | undefined {
    if (!existsSync(path)) {
      const journal = new Journal(openSync(path, 'a'), []);
      journal.append({ journal: 1, fingerprint } satisfies JournalHeader);
      return journal;
    }
    const { header, entries, wholeLength } = readJournal(path);
    if (header?.fingerprint !== fingerprint) return undefined;
    truncateSync(path, wholeLength);
    return new Journal(openSync(path, 'a'), entries);
  }

  record(entry: JournalEntry): void {
    this.append(entry);
    this.entries.push(entry);
  }

  close(): void {
    closeSync(this.fd);
  }

  private append(line: object): void {
    writeSync(this.fd, `${JSON.stringify(line)}\n`);
    fsyncSync(this.fd);
  }
}

function readJournal(path: string): { header?: JournalHeader; entries: JournalEntry[]; wholeLength: number } {
  const text = readFileSync(path, 'utf8');
  const lines: unknown[] = [];
  let wholeLength = 0;
  for (const line of text.split('\n').slice(0, -1)) {
    try {
      lines.push(JSON.parse(line));
    } catch {
      break; // only the last line can be torn; nothing after it is trusted
    }
    wholeLength += Buffer.byteLength(line) + 1;
  }
  const [header, ...entries] = lines as [JournalHeader?, ...JournalEntry[]];
  return { header, entries, wholeLength };
}
