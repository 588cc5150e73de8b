import { afterEach, beforeAll, beforeEach } from 'vitest';
import type { ScenarioChain } from '../src/chain';

/** Snapshots the chain now; the answer rolls it back to here. */
export async function chainCheckpoint(chain: ScenarioChain): Promise<() => Promise<void>> {
  const id = await chain.provider.request({ method: 'evm_snapshot', params: [] });
  return async () => {
    await chain.provider.request({ method: 'evm_revert', params: [id] });
    chain.resync();
  };
}

/** One fixture chain per test file, rolled back after each test: `useChainFixture(create, (f) => (fixture = f))`. */
export function useChainFixture<F extends { checkpoint(): Promise<() => Promise<void>> }>(create: () => Promise<F>, receive: (fixture: F) => void): void {
  let fixture: F;
  let restore: () => Promise<void>;
  beforeAll(async () => {
    fixture = await create();
    receive(fixture);
  }, 120_000);
  beforeEach(async () => {
    restore = await fixture.checkpoint();
  });
  afterEach(async () => {
    await restore();
  });
}
