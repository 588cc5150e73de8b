import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleLambda, folderFiles, type LambdaName } from './lambdaBundle';
import { resolveWebBuild } from './webBuild';
import { zipFolder } from './zipFolder';

/** The API's zipped bundle must stay under this: a fast cold start, and a signal when a heavy dependency sneaks in. */
export const API_BUNDLE_LIMIT_BYTES = 1_000_000;

export type BundleSize = { name: LambdaName; zippedBytes: number; unzippedBytes: number };

/** Bundles a Lambda exactly as the stack does, zips it as it will be uploaded, and measures both. */
export function measureLambdaBundle(name: LambdaName): BundleSize {
  const dir = mkdtempSync(join(tmpdir(), `portal-${name}-bundle-`));
  try {
    // The snapshot writer carries the web build as synth would take it (the placeholder without one).
    bundleLambda(name, dir, { webDir: resolveWebBuild({ requireBuild: false }).dir });
    const unzippedBytes = folderFiles(dir).reduce((sum, file) => sum + file.bytes, 0);
    return { name, zippedBytes: zipFolder(dir).length, unzippedBytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeBundleSize(size: BundleSize): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  return `${size.name} Lambda bundle: ${kb(size.zippedBytes)} zipped (${kb(size.unzippedBytes)} unzipped)`;
}
