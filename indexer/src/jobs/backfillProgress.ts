import type { IndexerContext } from '../context';

/** The backfill's progress line: blocks done of total, blocks a second, logs. */
export class BackfillProgress {
  private readonly started = Date.now();
  private lastPrint = 0;
  private logs = 0;
  private blocksDone = 0n;

  constructor(
    private readonly ctx: IndexerContext,
    private readonly job: string,
    private readonly from: bigint,
    private readonly to: bigint,
    private readonly everyMs: number,
  ) {}

  update(block: bigint, logs: number): void {
    this.logs += logs;
    this.blocksDone = block - this.from + 1n;
    if (Date.now() - this.lastPrint >= this.everyMs) this.print();
  }

  done(): void {
    this.print();
  }

  private print(): void {
    this.lastPrint = Date.now();
    const total = this.to - this.from + 1n;
    const seconds = Math.max(0.001, (Date.now() - this.started) / 1000);
    const percent = total > 0n ? Number((this.blocksDone * 1000n) / total) / 10 : 100;
    this.ctx.log(
      `${this.job}: backfill ${this.blocksDone}/${total} blocks (${percent}%), ${Math.round(Number(this.blocksDone) / seconds)} blocks/s, ${this.logs} logs`,
    );
  }
}
