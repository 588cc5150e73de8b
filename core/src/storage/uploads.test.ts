import { describe, expect, it } from 'vitest';
import { createS3 } from './s3';
import { sha256Hex, storeUpload } from './uploads';

// Nothing listens here: a test that reached the bucket would fail with a connection error.
const unreachable = createS3({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9' });

describe('storeUpload', () => {
  const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');

  it('stores nothing for a refused file and answers the judge’s reason', async () => {
    await expect(storeUpload(unreachable, 'uploads', bytes, 'contractLogo', { ok: false, reason: 'The file is empty.' })).resolves.toEqual({
      ok: false,
      reason: 'The file is empty.',
    });
  });

  it('refuses bytes other than the ones the verdict was given for (a pending upload replaced after judgement)', async () => {
    const judged = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    const verdict = { ok: true, kind: 'svg', bytes: judged.length, width: null, height: null, sha256: sha256Hex(judged) } as const;
    await expect(storeUpload(unreachable, 'uploads', bytes, 'contractLogo', verdict)).resolves.toEqual({
      ok: false,
      reason: 'The file changed while it was being checked; upload it again.',
    });
  });
});
