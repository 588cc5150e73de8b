import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { abisFile, renderAbis } from './writeAbis';

it('keeps the checked-in typed ABIs in step with the contracts (run devnet/src/writeAbis.ts)', () => {
  expect(readFileSync(abisFile, 'utf8')).toBe(renderAbis());
});
