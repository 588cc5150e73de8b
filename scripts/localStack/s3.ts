import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export type RunningS3 = { endpoint: string; stop(): Promise<void> };

/** s3rver with the given buckets, its objects kept as files under `dataDir`. */
export async function startS3(dataDir: string, port: number, buckets: string[]): Promise<RunningS3> {
  mkdirSync(dataDir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dataDir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
