import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Abi, Hex } from 'viem';

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

export type CompiledContracts = Record<string, CompiledContract>;

const devnetDir = join(import.meta.dirname, '..');
export const contractsDir = join(devnetDir, 'contracts');
const cacheDir = join(devnetDir, 'artifacts-cache');

const require = createRequire(import.meta.url);
const solcVersion: string = require('solc/package.json').version;

/** Cancun is the hardfork the devnet runs (EIP-1559 fees, PUSH0, MCOPY). */
const compilerSettings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
};

export function readContractSources(): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const file of readdirSync(contractsDir).filter((name) => name.endsWith('.sol')).sort()) {
    sources[file] = readFileSync(join(contractsDir, file), 'utf8');
  }
  return sources;
}

/** Changes whenever a source, the compiler or its settings change. */
export function contractsFingerprint(sources = readContractSources()): string {
  return createHash('sha256')
    .update(JSON.stringify({ solcVersion, compilerSettings, sources }))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Compiles devnet/contracts with solc-js (never a downloaded compiler). The output is cached under
 * devnet/artifacts-cache keyed by the fingerprint, because loading solc-js and compiling costs
 * seconds that every devnet start and test file would otherwise pay again.
 */
export function compileContracts(): CompiledContracts {
  const sources = readContractSources();
  const cacheFile = join(cacheDir, `${contractsFingerprint(sources)}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as CompiledContracts;

  const compiled = runSolc(sources);
  mkdirSync(cacheDir, { recursive: true });
  // Write then rename so a concurrent reader (parallel test files) never sees half a file.
  const partial = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(compiled));
  renameSync(partial, cacheFile);
  return compiled;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

function runSolc(sources: Record<string, string>): CompiledContracts {
  const solc = require('solc') as { compile(input: string, callbacks?: object): string };
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([file, content]) => [file, { content }])),
    settings: compilerSettings,
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const problems = (output.errors ?? []).filter((e) => e.severity !== 'info');
  if (problems.length > 0) {
    // Warnings fail the build too: they are cheap to fix now and easy to miss later.
    throw new Error(`solc reported problems:\n${problems.map((e) => e.formattedMessage).join('\n')}`);
  }
  const compiled: CompiledContracts = {};
  for (const contracts of Object.values(output.contracts ?? {})) {
    for (const [name, { abi, evm }] of Object.entries(contracts)) {
      // Interfaces and abstract contracts have no bytecode and cannot be deployed.
      if (evm.bytecode.object.length === 0) continue;
      compiled[name] = { abi, bytecode: `0x${evm.bytecode.object}` };
    }
  }
  return compiled;
}
