import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileContracts } from './compile';

/** Where the typed ABIs live, checked in so code and editors see them without compiling. */
export const abisFile = join(import.meta.dirname, 'abis.ts');

/** The typed ABI module for the current contracts (`npx tsx devnet/src/writeAbis.ts` rewrites it). */
export function renderAbis(): string {
  const compiled = compileContracts();
  const blocks = Object.keys(compiled)
    .sort()
    .map((name) => {
      const constName = `${name[0]!.toLowerCase()}${name.slice(1)}Abi`;
      return `export const ${constName} = ${JSON.stringify(compiled[name]!.abi, null, 2)} as const;\n`;
    });
  return `// Generated from devnet/contracts by devnet/src/writeAbis.ts: do not edit by hand.\n\n${blocks.join('\n')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(abisFile, renderAbis());
  console.log(`wrote ${abisFile}`);
}
