/** First-load JavaScript (gzip) of every public route, from the web build's manifest (web/dist). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  CHUNK_MODULES_FILE,
  DOCS_API_ROUTE_SRC,
  findForbidden,
  GC_ROUTE_SRC,
  HOME_ROUTE_SRC,
  MANIFEST_FILE,
  PRIVACY_ROUTE_SRC,
  PROPOSAL_DETAIL_ROUTE_SRC,
  PROPOSAL_ROUTE_SRC,
  routeFirstLoad,
  STATUS_ROUTE_SRC,
  TREASURY_ROUTE_SRC,
  type ChunkModules,
  type Manifest,
} from '../../web/scripts/bundleReport';
import { kB, pass, type Row } from './rows';

/** The target, gzip, with no wallet SDK, chart or pdf.js code. */
export const FIRST_LOAD_TARGET_KB = 130;

const ROUTES = [
  ['/Home', HOME_ROUTE_SRC],
  ['/GC', GC_ROUTE_SRC],
  ['/Proposal', PROPOSAL_ROUTE_SRC],
  ['/Proposal/Detail', PROPOSAL_DETAIL_ROUTE_SRC],
  ['/Status', STATUS_ROUTE_SRC],
  ['/Treasury', TREASURY_ROUTE_SRC],
  ['/Privacy', PRIVACY_ROUTE_SRC],
  ['/Docs/API', DOCS_API_ROUTE_SRC],
] as const;

export function firstLoadRows(dist: string): Row[] {
  const manifest = JSON.parse(readFileSync(join(dist, MANIFEST_FILE), 'utf8')) as Manifest;
  const chunkModules = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules;
  const gzipOf = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return ROUTES.map(([route, src]) => {
    const { js } = routeFirstLoad(manifest, src);
    const bytes = js.reduce((sum, file) => sum + gzipOf(file), 0);
    const forbidden = findForbidden(js, chunkModules);
    const ok = bytes <= FIRST_LOAD_TARGET_KB * 1024 && forbidden.length === 0;
    const row: Row = { figure: `first-load JS ${route} (gzip)`, measured: kB(bytes), target: `≤ ${FIRST_LOAD_TARGET_KB} kB, no wallet/chart/pdf`, verdict: pass(ok) };
    if (forbidden.length > 0) row.note = `${forbidden.length} forbidden module(s), e.g. ${forbidden[0]!.module}`;
    else if (!ok) row.note = `${kB(bytes - FIRST_LOAD_TARGET_KB * 1024)} over`;
    return row;
  });
}
