import { describe, expect, it } from 'vitest';
import { TEST_BUCKETS } from '../test/setup/services.global';
import { testS3 } from '../test/setup/services';
import { readMaintenanceSwitch, writeMaintenanceSwitch } from './store';

describe('status.json in the status bucket', () => {
  it('reads the default while no file exists, then what was written', async () => {
    const s3 = testS3();
    const bucket = TEST_BUCKETS[1]!;
    expect(await readMaintenanceSwitch(s3, bucket)).toEqual({ maintenance: false });
    await writeMaintenanceSwitch(s3, bucket, { maintenance: true, updated_at: '2026-11-22T00:00:00.000Z' });
    expect(await readMaintenanceSwitch(s3, bucket)).toEqual({ maintenance: true, updated_at: '2026-11-22T00:00:00.000Z' });
    await writeMaintenanceSwitch(s3, bucket, { maintenance: false });
    expect((await readMaintenanceSwitch(s3, bucket)).maintenance).toBe(false);
  });

  it('refuses a file that is not a status', async () => {
    await expect(writeMaintenanceSwitch(testS3(), TEST_BUCKETS[1]!, { maintenance: 'yes' } as never)).rejects.toThrow();
  });
});
