/** Promises the job does not await at once; the first failure is kept to stop the job early. */
export class Background {
  private readonly pending: Promise<unknown>[] = [];
  private failure: { error: unknown } | null = null;

  track(work: Promise<unknown>): void {
    this.pending.push(work);
    work.catch((error: unknown) => {
      this.failure ??= { error };
    });
  }

  throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  /** Waits for all; throws the first failure. */
  async all(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** Waits for all, failed or not. */
  async settle(): Promise<void> {
    await Promise.allSettled(this.pending);
  }
}
