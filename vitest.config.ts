import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { icuCatalogues } from './web/scripts/icuCatalogues';

const ignored = ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', '.data/**'];

/** Browser files that start their own local stack (own chain, table, ports): they share nothing with the others. */
const ownStackFiles = ['test/e2e/agendaLife.e2e.test.ts', 'test/e2e/restart.e2e.test.ts'];

/**
 * Five projects, run in this order by `npm test` (unit and dom together, then two lanes at once:
 * the shared-stack browser files in one, integration and the own-stack browser files in the other):
 * - unit: pure code and in-process chains (`*.test.ts`), fast, no servers;
 * - dom: the web's components in happy-dom (`*.test.tsx` under web/src), styles compiled as in the build;
 * - integration: against real DynamoDB Local and s3rver (`*.int.test.ts`), started by the global setup;
 * - e2e: Debian's chromium against the whole local stack (`test/e2e/*.e2e.test.ts`), one stack shared by the files;
 * - e2e-own: the browser files that start a stack of their own (they move its chain's clock, or kill it).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [icuCatalogues()],
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: [...ignored, '**/*.int.test.ts', '**/*.e2e.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [icuCatalogues(), vanillaExtractPlugin()],
        test: {
          name: 'dom',
          include: ['web/src/**/*.test.tsx'],
          exclude: ignored,
          environment: 'happy-dom',
          setupFiles: ['test/setup/dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          exclude: ignored,
          globalSetup: ['test/setup/services.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          exclude: [...ignored, ...ownStackFiles],
          globalSetup: ['test/setup/localStack.global.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // expect.poll waits for a state; its 1 s default failed a panel's list on two busy lanes.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: 'e2e-own',
          include: ownStackFiles,
          exclude: ignored,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // expect.poll waits for a state; its 1 s default failed a panel's list on two busy lanes.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
