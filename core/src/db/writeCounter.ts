import type { Db } from './client';

type Input = Record<string, unknown>;
type Key = Record<string, unknown> | undefined;

/** A key attribute as the document client has it, or marshalled ({ S: … }). */
const text = (value: unknown): string => (value && typeof value === 'object' ? String((value as { S?: unknown }).S) : String(value));
/** The "pk sk" one item is known by in keysWritten's answer. */
export const itemKeyText = (pk: string, sk: string) => `${pk} ${sk}`;
const keyOf = (key: Key): string => (key ? itemKeyText(text(key.pk), text(key.sk)) : '?');

/** The keys each write command writes, by the names the DynamoDB client gives them (document or plain). */
const WRITE_COMMANDS: Record<string, (input: Input) => string[]> = {
  PutItemCommand: (input) => [keyOf(input.Item as Key)],
  UpdateItemCommand: (input) => [keyOf(input.Key as Key)],
  DeleteItemCommand: (input) => [keyOf(input.Key as Key)],
  BatchWriteItemCommand: (input) =>
    Object.values((input.RequestItems ?? {}) as Record<string, { PutRequest?: { Item: Key }; DeleteRequest?: { Key: Key } }[]>)
      .flat()
      .map((r) => keyOf(r.PutRequest?.Item ?? r.DeleteRequest?.Key)),
  // A ConditionCheck writes nothing.
  TransactWriteItemsCommand: (input) =>
    ((input.TransactItems ?? []) as { Put?: { Item: Key }; Update?: { Key: Key }; Delete?: { Key: Key } }[]).flatMap((i) =>
      i.Put ? [keyOf(i.Put.Item)] : i.Update ? [keyOf(i.Update.Key)] : i.Delete ? [keyOf(i.Delete.Key)] : [],
    ),
};
const ALIASES: Record<string, string> = {
  PutCommand: 'PutItemCommand',
  UpdateCommand: 'UpdateItemCommand',
  DeleteCommand: 'DeleteItemCommand',
  BatchWriteCommand: 'BatchWriteItemCommand',
  TransactWriteCommand: 'TransactWriteItemsCommand',
};

/** A PartiQL write: its items are in a statement, not keys (nothing here sends one today). */
const STATEMENT_WRITE = /^(ExecuteStatement|BatchExecuteStatement|ExecuteTransaction)/;

/**
 * The "pk sk" of each item a command writes: [] for a read, null for a write whose items it cannot
 * tell (a PartiQL statement). For a watcher that follows some items (snapshots/onChange.ts).
 */
export function keysWritten(commandName: string, input: unknown): string[] | null {
  const keysOf = WRITE_COMMANDS[ALIASES[commandName] ?? commandName];
  if (keysOf) return keysOf(input as Input);
  return STATEMENT_WRITE.test(commandName) ? null : [];
}

export type WriteCount = {
  /** Items sent in write requests (a batch's retried leftovers count again). */
  items: number;
  /** Write requests sent. */
  requests: number;
  /** Items by command name. */
  byCommand: Map<string, number>;
  /** "pk sk" of every item written, in order. */
  keys: string[];
};

/**
 * Counts what a table client writes, as a middleware on its stack: every item of every Put, Update,
 * Delete, BatchWrite and TransactWrite request it sends (for benches and tests: how much a pass writes).
 */
export function countWrites(db: Db): { count: () => WriteCount; reset: () => void; stop: () => void } {
  let items = 0;
  let requests = 0;
  let byCommand = new Map<string, number>();
  let keys: string[] = [];
  const name = `countWrites-${Math.random().toString(36).slice(2)}`;
  db.doc.middlewareStack.add(
    (next, context) => async (args) => {
      const command = ALIASES[context.commandName ?? ''] ?? context.commandName ?? '';
      const keysOf = WRITE_COMMANDS[command];
      if (keysOf) {
        const written = keysOf(args.input as Input);
        const n = written.length;
        keys.push(...written);
        items += n;
        requests += 1;
        byCommand.set(command, (byCommand.get(command) ?? 0) + n);
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return {
    count: () => ({ items, requests, byCommand: new Map(byCommand), keys: [...keys] }),
    reset: () => {
      items = 0;
      requests = 0;
      byCommand = new Map();
      keys = [];
    },
    stop: () => void db.doc.middlewareStack.remove(name),
  };
}

export type ReadCount = {
  /** Items answered to queries and scans. */
  queried: number;
  /** Items answered to gets, single and batched. */
  fetched: number;
};

/**
 * Counts what a table client reads, as a middleware on its stack like countWrites: the items each
 * answer held (for benches and tests: how much an idle pass reads).
 */
export function countReads(db: Db): { count: () => ReadCount; reset: () => void } {
  let queried = 0;
  let fetched = 0;
  db.doc.middlewareStack.add(
    (next) => async (args) => {
      const answer = await next(args);
      const output = answer.output as { Items?: unknown[]; Item?: unknown; Responses?: Record<string, unknown[]> };
      queried += output.Items?.length ?? 0;
      fetched += (output.Item ? 1 : 0) + Object.values(output.Responses ?? {}).flat().length;
      return answer;
    },
    { step: 'initialize', name: `countReads-${Math.random().toString(36).slice(2)}` },
  );
  return {
    count: () => ({ queried, fetched }),
    reset: () => {
      queried = 0;
      fetched = 0;
    },
  };
}
