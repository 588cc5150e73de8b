import { parseArgs } from 'node:util';
import { startDevnet } from './node';

/** Runs the devnet by hand: `npx tsx devnet/src/cli.ts --data .data/devnet --port 8545`. */
const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '.data/devnet' },
    port: { type: 'string', default: '8545' },
    verbose: { type: 'boolean', default: false },
  },
});

const devnet = await startDevnet({
  dataDir: values.data,
  port: Number(values.port),
  log: (line) => {
    if (values.verbose || line.startsWith('devnet:')) console.log(line);
  },
});
console.log(`devnet ready: ${devnet.rpcUrl} (chain ${devnet.chainId}), deployment in ${values.data}/deployment.json`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void devnet.stop().then(() => process.exit(0));
  });
}
