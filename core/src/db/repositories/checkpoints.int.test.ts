import { describe, expect, it } from 'vitest';
import { freshTestDb } from '../../../../test/setup/services';
import { advanceCheckpoint, CheckpointMovedError, checkpointCursor, getCheckpoint } from './checkpoints';

const at = (block: number) => ({
  cursor: checkpointCursor(block),
  block_number: block,
  block_hash: `0x${String(block).padStart(64, '0')}`,
  updated_at: '2026-09-01T00:00:00.000Z',
});

describe('checkpoints (DynamoDB Local)', () => {
  it('advances only from the cursor a run started at', async () => {
    const db = await freshTestDb();
    await advanceCheckpoint(db, 'job', null, at(10));
    const first = await getCheckpoint(db, 'job');
    await advanceCheckpoint(db, 'job', first, at(20));
    expect((await getCheckpoint(db, 'job'))?.block_number).toBe(20);
    // A run that started at 10 lost the race: it may not move the cursor back or forward.
    await expect(advanceCheckpoint(db, 'job', first, at(30))).rejects.toThrow(CheckpointMovedError);
    await expect(advanceCheckpoint(db, 'job', null, at(30))).rejects.toThrow(CheckpointMovedError);
  });
});
