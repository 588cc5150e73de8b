/** What one job's pass reports: the blocks it indexed, or why it had nothing to do. */
export type JobResult = { job: string; from: number | null; to: number | null; skipped?: string };

export function skipped(job: string, reason: string): JobResult {
  return { job, from: null, to: null, skipped: reason };
}
