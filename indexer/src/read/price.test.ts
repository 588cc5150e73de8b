import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer } from '../../../scripts/localStack/listen';
import { startFakePriceSource } from '../../../scripts/localStack/fakes/price';
import { fetchUsdPrice, toPlainDecimal } from './price';

describe('fetchUsdPrice (simple-price contract)', () => {
  let source: RunningServer;
  beforeAll(async () => {
    source = await startFakePriceSource(await freePort(), { kaia: 0.1234, tiny: 1.5e-7 });
  });
  afterAll(() => source.close());

  it('reads the coin price as a decimal string', async () => {
    expect(await fetchUsdPrice(source.url, 'kaia')).toBe('0.1234');
    expect(await fetchUsdPrice(source.url, 'tiny')).toBe('0.00000015');
  });

  it('fails clearly for a coin the source does not price', async () => {
    await expect(fetchUsdPrice(source.url, 'unknown')).rejects.toThrow('price source has no price for unknown');
  });

  it('writes exponent-form numbers out in full', () => {
    expect(toPlainDecimal(2e-10)).toBe('0.0000000002');
    expect(toPlainDecimal(12.5)).toBe('12.5');
  });
});
