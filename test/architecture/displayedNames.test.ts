import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayedNames, displayedNamesUnder, productSources } from './displayedNames';

const repoRoot = resolve(import.meta.dirname, '../..');

describe('the network names people read come from the network profile', () => {
  it('no file of web/src or functions/src writes KLAY, KCF, KFF, Cypress or Baobab as text', () => {
    expect(productSources(repoRoot, 'web/src').length).toBeGreaterThan(100);
    expect(productSources(repoRoot, 'functions/src').length).toBeGreaterThan(20);
    expect(displayedNamesUnder(repoRoot, ['web/src', 'functions/src'])).toEqual([]);
  });

  it('no message of either catalogue writes them (a message takes {token} or a fund name as an argument)', () => {
    const dir = join(repoRoot, 'web/src/i18n/messages');
    const found = readdirSync(dir).flatMap((locale) =>
      readdirSync(join(dir, locale)).flatMap((file) =>
        Object.entries(JSON.parse(readFileSync(join(dir, locale, file), 'utf8')) as Record<string, string>)
          .filter(([, text]) => /\b(KLAY|KCF|KFF|Cypress|Baobab|BAOBAB)\b/.test(text))
          .map(([key]) => `${locale}/${file} ${key}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds a planted name in JSX text, an attribute, a template and a string, on its line', () => {
    const planted = [
      "import { x } from './y';",
      '// KLAY in a comment is for the reader of the code',
      'export const a = <span title="Value (KLAY)">{x} KLAY</span>;',
      'export const b = `${x} KFF`;',
      "export const c = { label: 'Baobab' };",
      'const KLAY_DECIMALS = 18;',
    ].join('\n');
    expect(displayedNames('web/src/features/a/A.tsx', planted)).toEqual([
      { file: 'web/src/features/a/A.tsx', line: 3, text: 'Value (KLAY)' },
      { file: 'web/src/features/a/A.tsx', line: 3, text: 'KLAY' },
      { file: 'web/src/features/a/A.tsx', line: 4, text: 'KFF' },
      { file: 'web/src/features/a/A.tsx', line: 5, text: 'Baobab' },
    ]);
  });

  it('leaves words that only contain a name alone (the /v1/klay path, longer words)', () => {
    expect(displayedNames('functions/src/a.ts', "export const a = ['/v1/klay/supply', 'KCFX', 'Cypresses'];")).toEqual([]);
  });
});
