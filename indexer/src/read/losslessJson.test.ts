import { describe, expect, it } from 'vitest';
import { quoteBigIntegers } from './losslessJson';

describe('quoteBigIntegers', () => {
  it('quotes integers too long for a double, and nothing else', () => {
    const json = '{"minted":9600000000000000000,"n":12,"f":1.5,"s":"12345678901234567890","neg":-12345678901234567,"a":[163200000000000000000, 7]}';
    const parsed = JSON.parse(quoteBigIntegers(json)) as Record<string, unknown>;
    expect(parsed).toEqual({ minted: '9600000000000000000', n: 12, f: 1.5, s: '12345678901234567890', neg: '-12345678901234567', a: ['163200000000000000000', 7] });
  });

  it('leaves escaped quotes inside strings alone', () => {
    const json = '{"memo":"a \\"12345678901234567890\\" b","x":1}';
    expect(JSON.parse(quoteBigIntegers(json))).toEqual({ memo: 'a "12345678901234567890" b', x: 1 });
  });
});
