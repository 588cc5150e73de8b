/**
 * `npm run maintenance -- on|off [--target local|aws]`: flips the maintenance switch.
 * local (default): the status bucket of the running local stack (found through .data/stack.json,
 *   or PORTAL_STACK_FILE); aws: the bucket named by STATUS_BUCKET, with the usual AWS credentials.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createS3 } from '@portal/core/storage/s3';
import { readMaintenanceSwitch, writeMaintenanceSwitch } from './store';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { target: { type: 'string', default: 'local' } },
});

const switchTo = positionals[0];
if ((switchTo !== 'on' && switchTo !== 'off') || (values.target !== 'local' && values.target !== 'aws')) {
  console.error('usage: npm run maintenance -- on|off [--target local|aws]');
  process.exit(2);
}

function target(): { bucket: string; region: string; endpoint?: string } {
  if (values.target === 'aws') {
    const bucket = process.env.STATUS_BUCKET;
    if (!bucket) throw new Error('STATUS_BUCKET is not set: name the deployed status bucket (stack output StatusBucketName).');
    return { bucket, region: process.env.AWS_REGION ?? 'us-east-1' };
  }
  const stackFile = process.env.PORTAL_STACK_FILE ?? resolve(import.meta.dirname, '../.data/stack.json');
  let stack: { s3Endpoint: string; statusBucket: string; region: string };
  try {
    stack = JSON.parse(readFileSync(stackFile, 'utf8'));
  } catch {
    throw new Error(`No local stack found (${stackFile}). Start it with npm start, or use --target aws.`);
  }
  return { bucket: stack.statusBucket, region: stack.region, endpoint: stack.s3Endpoint };
}

try {
  const { bucket, region, endpoint } = target();
  const s3 = createS3({ region, endpoint });
  await writeMaintenanceSwitch(s3, bucket, { maintenance: switchTo === 'on', updated_at: new Date().toISOString() });
  const now = await readMaintenanceSwitch(s3, bucket);
  console.log(`maintenance is ${now.maintenance ? 'ON' : 'OFF'} (bucket ${bucket})`);
} catch (error) {
  console.error(`maintenance: ${(error as Error).message}`);
  process.exit(1);
}
