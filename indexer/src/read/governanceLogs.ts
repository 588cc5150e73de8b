import type { Address, Log, PublicClient } from 'viem';
import { AdaptiveRange, isRangeTooLarge } from './adaptiveRange';

export type LogRange = { from: bigint; to: bigint; logs: Log[] };

export type LogScanOptions = {
  /** Extra tries after a failure that is not about size (the transport retries on its own first). */
  retries?: number;
  /** Base of the exponential backoff between those tries. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Logs of `addresses` in [from, to], in chain order. */
async function getLogs(client: PublicClient, addresses: Address[], from: bigint, to: bigint): Promise<Log[]> {
  const logs = await client.getLogs({ address: addresses, fromBlock: from, toBlock: to });
  return logs.sort((a, b) => Number(a.blockNumber! - b.blockNumber!) || a.logIndex! - b.logIndex!);
}

/**
 * Walks [from, to] in ranges sized by `range`: a range refused as too large is halved and asked
 * again; any other failure is retried with exponential backoff, then thrown. Yields each range
 * with its logs, in order, so the caller can write and checkpoint as it goes. The next range is
 * asked for while the caller handles the current one; `addresses` is read again when the caller
 * resumes, and a range asked for with other addresses (a new staking tracker) is asked again.
 */
export async function* scanLogs(
  client: PublicClient,
  addresses: () => Address[],
  from: bigint,
  to: bigint,
  range: AdaptiveRange,
  options: LogScanOptions = {},
): AsyncGenerator<LogRange> {
  type Ask = { from: bigint; to: bigint; addresses: Address[]; logs: Promise<Log[] | null> };
  const ask = (start: bigint): Ask => {
    const end = start + BigInt(range.size) - 1n < to ? start + BigInt(range.size) - 1n : to;
    const asked = addresses();
    const logs = fetchRange(client, asked, start, end, range, options);
    logs.catch(() => {}); // awaited below; a prefetch the caller never reaches must not go unhandled
    return { from: start, to: end, addresses: asked, logs };
  };
  const sameAddresses = (a: Address[], b: Address[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  let current: Ask | null = from <= to ? ask(from) : null;
  while (current) {
    const logs = await current.logs;
    if (logs === null) {
      current = ask(current.from); // refused as too large: `range` shrank, ask again
      continue;
    }
    const next = current.to < to ? ask(current.to + 1n) : null;
    yield { from: current.from, to: current.to, logs };
    current = next && !sameAddresses(next.addresses, addresses()) ? ask(next.from) : next;
  }
}

/** All logs of `addresses` in [from, to], however many requests that takes. */
export async function fetchLogs(
  client: PublicClient,
  addresses: Address[],
  from: bigint,
  to: bigint,
  range: AdaptiveRange,
  options: LogScanOptions = {},
): Promise<Log[]> {
  const logs: Log[] = [];
  for await (const chunk of scanLogs(client, () => addresses, from, to, range, options)) logs.push(...chunk.logs);
  return logs;
}

async function fetchRange(
  client: PublicClient,
  addresses: Address[],
  from: bigint,
  to: bigint,
  range: AdaptiveRange,
  { retries = 4, backoffMs = 250, sleep = sleepFor }: LogScanOptions,
): Promise<Log[] | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      const logs = await getLogs(client, addresses, from, to);
      range.succeeded();
      return logs;
    } catch (error) {
      if (isRangeTooLarge(error)) {
        if (range.refused(Number(to - from + 1n))) return null;
        throw new LogRangeError(`eth_getLogs refused even one block (${from}): ${(error as Error).message}`, { cause: error });
      }
      if (attempt >= retries) {
        throw new LogRangeError(`eth_getLogs failed for blocks ${from}-${to} after ${attempt + 1} tries: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await sleep(backoffMs * 2 ** attempt);
    }
  }
}

export class LogRangeError extends Error {
  override name = 'LogRangeError';
}
