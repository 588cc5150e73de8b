// zod's core config alone: `z` from 'zod' would bring all of zod (15 kB gzip) into every first load.
import { config } from 'zod/v4/core';

/**
 * zod probes `new Function` once to pick a faster object parser. Under the portal's CSP (no
 * 'unsafe-eval') the probe is refused and reported as a CSP violation, though zod catches it; in
 * the browser it parses without the probe. main.tsx calls this before anything renders or parses.
 */
export function parseWithoutEval(): void {
  config({ jitless: true });
}
