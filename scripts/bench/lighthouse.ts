/** Lighthouse 12.8 (mobile, its default simulated throttling) on the key pages, in Debian's chromium. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { atLoad, median, pass, spread, type Row } from './rows';

/** Issue 28's targets, on every machine kind the project runs on (median of the runs). */
const TARGET = { performance: 98, lcpMs: 1500, cls: 0.02, tbtMs: 150 } as const;
export const LIGHTHOUSE_TARGETS = `≥ ${TARGET.performance}, LCP ≤ ${TARGET.lcpMs / 1000} s, CLS ≤ ${TARGET.cls}, TBT ≤ ${TARGET.tbtMs} ms`;
const SCORE_TARGET = `≥ ${TARGET.performance}`;
const TIMING_TARGET = `≤ ${TARGET.lcpMs / 1000} s / ≤ ${TARGET.cls} / ≤ ${TARGET.tbtMs} ms`;

export const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/** One run's figures, and Lighthouse's benchmarkIndex: how fast it found this machine's CPU (printed beside the rows). */
type Scores = { performance: number; fcp: number; lcp: number; cls: number; tbt: number; benchmarkIndex: number };

function lighthouse(url: string, chromePath: string): Promise<Scores> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lh-'));
  const out = join(dir, 'report.json');
  const args = ['--yes', LIGHTHOUSE, url, '--output=json', `--output-path=${out}`, '--only-categories=performance', '--quiet', `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${join(dir, 'profile')}`];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chromePath } });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited ${code}: ${err.slice(-500)}`);
        const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue: number }>; environment: { benchmarkIndex: number } };
        const audit = (id: string) => report.audits[id]!.numericValue;
        resolve({
          performance: Math.round(report.categories.performance.score * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbt: audit('total-blocking-time'),
          benchmarkIndex: report.environment.benchmarkIndex,
        });
      } catch (error) {
        reject(error as Error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** Lighthouse now and then loses the page's trace (NO_NAVSTART, NO_FCP): a run is tried this many times. */
const ATTEMPTS = 3;

async function measure(url: string, chromePath: string): Promise<Scores | Error> {
  let failure = new Error('not run');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      return await lighthouse(url, chromePath);
    } catch (error) {
      failure = error as Error;
    }
  }
  return failure;
}

/**
 * The pages `--pages=/GC,/Proposal/Detail` names (by path, whatever their query), or all of them
 * without it; a name that matches no page is refused rather than measuring nothing.
 */
export function selectPages(pages: readonly string[], filter: string | undefined): string[] {
  if (filter === undefined) return [...pages];
  const names = filter.split(',').map((name) => name.trim()).filter((name) => name.length > 0);
  const unknown = names.filter((name) => !pages.some((page) => page.split('?')[0] === name));
  if (names.length === 0 || unknown.length > 0) throw new Error(`--pages names no measured page (${unknown.join(', ') || 'none given'}); they are ${pages.map((page) => page.split('?')[0]).join(', ')}`);
  return pages.filter((page) => names.includes(page.split('?')[0]!));
}

export async function lighthouseRows(origin: string, pages: readonly string[], options: { runs: number; chromePath: string; pages?: string; log(line: string): void }): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of selectPages(pages, options.pages)) {
    const load = loadavg()[0]!;
    const runs: Scores[] = [];
    let lost = '';
    for (let run = 0; run < options.runs; run++) {
      const result = await measure(`${origin}${page}`, options.chromePath);
      if (result instanceof Error) {
        lost = result.message.split('\n').find((line) => line.includes('Runtime error')) ?? result.message.slice(-200);
        options.log(`  ${page} run ${run + 1}: not measured after ${ATTEMPTS} attempts: ${lost}`);
        continue;
      }
      runs.push(result);
      options.log(`  ${page} run ${run + 1}: performance ${result.performance}, FCP ${(result.fcp / 1000).toFixed(2)} s, LCP ${(result.lcp / 1000).toFixed(2)} s, CLS ${result.cls.toFixed(3)}, TBT ${result.tbt.toFixed(0)} ms, benchmarkIndex ${result.benchmarkIndex.toFixed(0)}`);
    }
    if (runs.length === 0) {
      // One page's lost traces do not stop the other figures: its rows say so.
      const note = `Lighthouse failed every attempt: ${lost}`;
      rows.push(
        ...atLoad(load, [
          { figure: `Lighthouse mobile performance ${page}`, measured: '—', target: SCORE_TARGET, verdict: 'NOT MEASURED', note },
          { figure: `LCP / CLS / TBT ${page}`, measured: '—', target: TIMING_TARGET, verdict: 'NOT MEASURED', note },
        ]),
      );
      continue;
    }
    const of = (pick: (s: Scores) => number) => median(runs.map(pick));
    const [performance, lcp, cls, tbt] = [of((s) => s.performance), of((s) => s.lcp), of((s) => s.cls), of((s) => s.tbt)];
    const benchmarkIndex = of((s) => s.benchmarkIndex).toFixed(0);
    rows.push(
      ...atLoad(load, [
        {
          figure: `Lighthouse mobile performance ${page}`,
          measured: `${performance}${spread(runs.map((s) => s.performance))}, benchmarkIndex ${benchmarkIndex}`,
          target: SCORE_TARGET,
          verdict: pass(performance >= TARGET.performance),
        },
        {
          figure: `LCP / CLS / TBT ${page}`,
          measured: `${(lcp / 1000).toFixed(2)} s / ${cls.toFixed(3)} / ${tbt.toFixed(0)} ms (FCP ${(of((s) => s.fcp) / 1000).toFixed(2)} s)`,
          target: TIMING_TARGET,
          verdict: pass(lcp <= TARGET.lcpMs && cls <= TARGET.cls && tbt <= TARGET.tbtMs),
        },
      ]),
    );
  }
  return rows;
}
