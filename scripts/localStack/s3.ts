import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export type RunningS3 = { endpoint: string; stop(): Promise<void> };

/** The uploads bucket's CORS rule, as the CDK stack sets it: the browser posts presigned uploads only from the portal's origin. */
function uploadsCors(origins: string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}<AllowedMethod>POST</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedHeader>content-type</AllowedHeader><AllowedHeader>content-md5</AllowedHeader><AllowedHeader>x-amz-*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><ExposeHeader>Location</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/** s3rver with the given buckets, its objects kept as files under `dataDir`; `cors` names the bucket browsers post to and the origins they may post from. */
export async function startS3(dataDir: string, port: number, buckets: string[], cors?: { bucket: string; origins: string[] }): Promise<RunningS3> {
  mkdirSync(dataDir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dataDir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: cors?.bucket === name ? [uploadsCors(cors.origins)] : [] })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
