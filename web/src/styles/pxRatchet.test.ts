import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Feature styles take their sizes from the scales in tokens.ts. The px literals left (layout-specific
 * column widths, hairlines, blurs) may shrink but not grow: lower the ceiling when you remove some.
 */
const PX_LITERAL_CEILING = 42;

const featuresDir = join(import.meta.dirname, '..', 'features');

function featureStyleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return featureStyleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

/** The same count as `grep -rho "[0-9.]\+px" web/src/features --include=*.css.ts | wc -l`. */
function countPxLiterals(source: string): number {
  return source.match(/[0-9.]+px/g)?.length ?? 0;
}

describe('px literals in feature styles', () => {
  it('counts every literal, also inside templates and comments', () => {
    expect(countPxLiterals("padding: `1px ${space[8]}`, width: '0.5px' // 3px")).toBe(3);
    expect(countPxLiterals('gap: space[16]')).toBe(0);
  });

  it(`stay at or below ${PX_LITERAL_CEILING}`, () => {
    const perFile = featureStyleFiles(featuresDir)
      .map((file) => ({ file: relative(featuresDir, file), count: countPxLiterals(readFileSync(file, 'utf8')) }))
      .filter(({ count }) => count > 0);
    const total = perFile.reduce((sum, { count }) => sum + count, 0);
    expect(total, `px literals per file: ${JSON.stringify(perFile)}; use the scales of styles/tokens.ts`).toBeLessThanOrEqual(PX_LITERAL_CEILING);
  });
});
