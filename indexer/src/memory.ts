/**
 * What a warm indexer (a reused Lambda container, the local stack's timer) remembers between passes:
 * which checks found nothing to do, and from what inputs. A check read from here is skipped while
 * its inputs are the same, up to RECHECK_AFTER_MS; a new process remembers nothing, so its first
 * pass checks everything. Contexts without one (tests, one-off commands) check on every pass.
 */
export class IndexerMemory {
  private readonly marks = new Map<string, { inputs: string; at: number }>();

  /** Whether `check` last found nothing to do with these same inputs, less than RECHECK_AFTER_MS ago. */
  unchanged(check: string, inputs: string): boolean {
    const mark = this.marks.get(check);
    return mark !== undefined && mark.inputs === inputs && Date.now() - mark.at < RECHECK_AFTER_MS;
  }

  /** Records that `check` is done for these inputs. */
  done(check: string, inputs: string): void {
    this.marks.set(check, { inputs, at: Date.now() });
  }
}

/**
 * A warm indexer checks again after this long even with the same inputs: it repairs what another
 * writer left behind meanwhile (an operator's save cut short before its views, an older indexer
 * still running during a deploy writing items of an older projection version).
 */
export const RECHECK_AFTER_MS = 10 * 60_000;
