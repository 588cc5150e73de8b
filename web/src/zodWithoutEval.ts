/**
 * zod probes `new Function` once to pick a faster object parser. Under the portal's CSP (no
 * 'unsafe-eval') the probe is refused and reported as a CSP violation, though zod catches it; in
 * the browser it parses without the probe. main.tsx calls this before anything renders or parses.
 *
 * Without importing zod: its settings live on `globalThis.__zod_globalConfig` (zod/v4/core/core.js
 * creates it if absent and keeps that very object), so the entry carries none of zod; the chunks
 * that parse load it later and find `jitless` already set. The test checks zod still reads it there.
 */
export function parseWithoutEval(): void {
  const global = globalThis as unknown as Partial<Record<typeof ZOD_CONFIG, Record<string, unknown>>>;
  // Mutate, never replace: a zod already loaded holds a reference to this object.
  global[ZOD_CONFIG] = Object.assign(global[ZOD_CONFIG] ?? {}, { jitless: true });
}

/** The global where zod keeps its settings (zod/v4/core/core.js). */
const ZOD_CONFIG = '__zod_globalConfig';
