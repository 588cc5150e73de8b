/**
 * How many blocks to ask eth_getLogs for at once. Nodes refuse ranges that are too long or
 * answers that are too big (Kaia: "query returned more than 10000 results"; viem and proxies:
 * a 10 MiB response cap), and where they refuse depends on how dense the logs are. So: start large,
 * halve on a refusal, double again after a few successes, and for a while do not grow back to a
 * size that was just refused.
 */
export type AdaptiveRangeOptions = {
  initial: number;
  max: number;
  /** Consecutive successes before the size doubles. */
  growAfter?: number;
  /** Successes after which a refused size may be tried again (logs thin out). */
  forgetAfter?: number;
};

export class AdaptiveRange {
  private current: number;
  private successes = 0;
  /** The smallest size refused lately; growth stays below it. */
  private ceiling = Number.POSITIVE_INFINITY;
  private sinceRefusal = 0;
  private readonly max: number;
  private readonly growAfter: number;
  private readonly forgetAfter: number;

  constructor(options: AdaptiveRangeOptions) {
    this.max = Math.max(1, options.max);
    this.current = Math.min(Math.max(1, options.initial), this.max);
    this.growAfter = options.growAfter ?? 2;
    this.forgetAfter = options.forgetAfter ?? 16;
  }

  get size(): number {
    return this.current;
  }

  /** A request of `span` blocks was refused as too large: halve it. False when it cannot shrink. */
  refused(span: number): boolean {
    this.successes = 0;
    this.sinceRefusal = 0;
    this.ceiling = Math.min(this.ceiling, span);
    if (span <= 1) return false;
    this.current = Math.max(1, Math.floor(span / 2));
    return true;
  }

  succeeded(): void {
    this.successes++;
    this.sinceRefusal++;
    if (this.sinceRefusal >= this.forgetAfter) this.ceiling = Number.POSITIVE_INFINITY;
    if (this.successes < this.growAfter) return;
    this.successes = 0;
    const grown = Math.min(this.max, this.current * 2);
    this.current = grown < this.ceiling ? grown : Math.max(this.current, this.ceiling - 1);
  }
}

const RATE_LIMITED = /rate.?limit|too many requests|\b429\b/i;
const TOO_LARGE =
  /block range|range (is )?too (large|wide|big)|exceed(s|ed)? .*(range|limit|size)|more than \d+ (results|logs)|too many (results|logs|blocks)|response (size|too large)|10 ?mi?b|result window|query timeout|limit exceeded|-32005/i;

/** Every message in an error's cause chain (viem wraps the node's answer several levels deep). */
function messages(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const e = current as { message?: unknown; details?: unknown; shortMessage?: unknown; code?: unknown; cause?: unknown };
    for (const part of [e.shortMessage, e.message, e.details, e.code]) if (part !== undefined) parts.push(String(part));
    current = e.cause;
  }
  return parts.join(' | ');
}

/** The node refused the request because of its size, not because it is down or busy. */
export function isRangeTooLarge(error: unknown): boolean {
  const text = messages(error);
  return !RATE_LIMITED.test(text) && TOO_LARGE.test(text);
}
