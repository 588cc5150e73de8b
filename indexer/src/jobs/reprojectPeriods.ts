import { deleteReprojection, getPeriodReprojection, putPeriodReprojection, type PeriodReprojection } from '@portal/core/db/repositories/reprojection';
import { PROJECTION_VERSION, type ProjectionKind } from '@portal/core/db/projectionVersions';
import type { IndexerContext } from '../context';
import { REPROJECT } from './governance/reproject';

/** A kind of statistics item stored one per period (a day, a month), keyed by its date. */
export type PeriodProjection = {
  kind: ProjectionKind;
  /** The items' name in progress lines: `days`, `months`. */
  noun: string;
  /** Each stored item's projection version, by date. */
  versions(): Promise<Map<string, number>>;
  /** Derives these periods again and writes those whose content or version differs; answers how many were written. */
  derive(periods: readonly string[], versions: ReadonlyMap<string, number>): Promise<number>;
};

export type PeriodReprojectOptions = {
  /** Dates to derive again whatever their version (an operator's request), both ends included. */
  range?: { from: string; to: string };
  /** Periods derived, written and recorded as done together. */
  batchSize?: number;
};

export type PeriodReprojectResult = { periods: number; written: number };

const DEFAULT_BATCH = 10;

/**
 * Derives stored period items again (the statistics' counterpart of reprojectProposals, with the
 * same record and lines): those an older projection version wrote, or an operator's range. Each
 * batch is written in place, never deleted first, so public reads go on answering; after each, the
 * next date to do is recorded (REPROJECT / <KIND>), so a run killed half-way goes on from there. A
 * second run finds nothing older and writes nothing. `at` names the block the items are derived to.
 */
export async function reprojectPeriods(ctx: IndexerContext, projection: PeriodProjection, at: bigint, options: PeriodReprojectOptions = {}): Promise<PeriodReprojectResult> {
  const { db } = ctx;
  const { kind, noun } = projection;
  const version = PROJECTION_VERSION[kind];
  // Reading every item's version is most of an idle pass's reads: a warm indexer that found none
  // older does not read them again for a while (memory.ts). An operator's range always runs.
  const check = `reproject ${kind}`;
  if (!options.range && ctx.memory?.unchanged(check, String(version))) return { periods: 0, written: 0 };
  const [versions, interrupted] = await Promise.all([projection.versions(), getPeriodReprojection(db, kind)]);
  const stale = new Set([...versions].filter(([, pv]) => pv < version).map(([date]) => date));

  // An operator's range, else the one a killed run was working through, else the stale items.
  const range = options.range ?? interrupted?.range ?? null;
  const resumes = interrupted !== null && sameRange(interrupted.range, range) && interrupted.version === version;
  const next = resumes ? interrupted.next : '';
  const todo = [...versions.keys()].filter((date) => (range ? date >= range.from && date <= range.to : stale.has(date)) && date >= next).sort();
  if (todo.length === 0) {
    if (interrupted) await deleteReprojection(db, kind);
    if (!range) ctx.memory?.done(check, String(version));
    return { periods: 0, written: 0 };
  }

  const what = range ? `${noun} ${range.from}-${range.to}` : `${noun} of projection versions before ${version}`;
  ctx.log(`${REPROJECT}: ${resumes ? 'going on with' : 'deriving again'} ${todo.length} ${what} at block ${at}${resumes ? ` from ${next}` : ''}`);
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  let written = 0;
  for (let start = 0; start < todo.length; start += batchSize) {
    const batch = todo.slice(start, start + batchSize);
    written += await projection.derive(batch, versions);
    const last = batch[batch.length - 1]!;
    // The next date to do (after the last batch, its own last: the record goes right after).
    const progress: PeriodReprojection = { range, next: todo[start + batch.length] ?? last, version };
    await putPeriodReprojection(db, kind, progress);
    ctx.log(`${REPROJECT}: ${start + batch.length}/${todo.length} ${noun} derived again (through ${last}), ${written} written`);
  }
  await deleteReprojection(db, kind);
  if (!range) ctx.memory?.done(check, String(version));
  return { periods: todo.length, written };
}

function sameRange(a: PeriodReprojection['range'], b: PeriodReprojection['range']): boolean {
  return a === b || (a !== null && b !== null && a.from === b.from && a.to === b.to);
}
