import { describe, expect, it } from 'vitest';
import { checkLayers, describeViolation, importsOf, listSourceFiles, repoRoot, RULES, type SourceFile } from './layers';

/** Planted files are checked against a pretend tree where every path they name exists. */
const everything = () => true;
const check = (files: SourceFile[]) => checkLayers('/repo', files, RULES, everything).map((v) => v.rule);

describe('the layers of the tree', () => {
  it('no production file crosses a wall', () => {
    const violations = checkLayers(repoRoot, listSourceFiles(repoRoot));
    expect(violations.map(describeViolation), 'imports that cross a layer wall').toEqual([]);
  });
});

describe('the layer check itself (a planted violation of each rule is found)', () => {
  const cases: [string, SourceFile, string][] = [
    ['core → another workspace', { path: 'core/src/x.ts', source: "import { y } from '@portal/indexer/src/read/y';" }, 'core imports no other workspace'],
    ['web → table code', { path: 'web/src/features/a/a.ts', source: "import { listCouncils } from '@portal/core/db/repositories/councils';" }, 'web takes from core only schemas, rules, formatting and constants'],
    ['web → config', { path: 'web/src/api/b.ts', source: "import type { ServerConfig } from '@portal/core/config';" }, 'web takes from core only schemas, rules, formatting and constants'],
    ['functions → viem', { path: 'functions/src/routes/x.ts', source: "import { createPublicClient } from 'viem';" }, 'functions never imports viem or the indexer'],
    ['functions → indexer', { path: 'functions/src/x.ts', source: "import { run } from '@portal/indexer/src/runIndexer';" }, 'functions never imports viem or the indexer'],
    ['read/ → project/', { path: 'indexer/src/read/x.ts', source: "import type { Row } from '../project/rows';" }, 'indexer read/ imports neither project/ nor the table code'],
    ['read/ → table code', { path: 'indexer/src/read/x.ts', source: "import { mapLimit } from '@portal/core/db/batch';" }, 'indexer read/ imports neither project/ nor the table code'],
    ['project/ → read/ types', { path: 'indexer/src/project/x.ts', source: "import type { Log } from '../read/logs';" }, 'indexer project/ stays pure'],
    ['project/ → viem client', { path: 'indexer/src/project/x.ts', source: "import { decodeEventLog, http } from 'viem';" }, 'indexer project/ stays pure'],
    ['project/ → fs', { path: 'indexer/src/project/x.ts', source: "import { readFileSync } from 'node:fs';" }, 'indexer project/ stays pure'],
    ['product → fixtures', { path: 'indexer/src/jobs/x.ts', source: "import { sample } from '../project/testFixtures';" }, 'no product file imports tests, fakes or fixtures'],
    ['product → test/', { path: 'functions/src/x.ts', source: "import { startForum } from '../../test/fakes/forum';" }, 'no product file imports tests, fakes or fixtures'],
    ['scripts → test/', { path: 'scripts/localStack/stack.ts', source: "import { startForum } from '../../test/fakes/forum';" }, 'scripts do not import test (test may import scripts)'],
    ['route → sibling route', { path: 'functions/src/routes/councils.ts', source: "import { PageQuery } from './activities';" }, 'route modules do not import sibling routes'],
    ['resource folder → another resource', { path: 'functions/src/routes/councils/list.ts', source: "import { feed } from '../activities';" }, 'route modules do not import sibling routes'],
    ['feature → feature', { path: 'web/src/features/activity/Feed.tsx', source: "import { feedUrl } from '../council/gcQuery';" }, "a web feature does not reach into another feature's files"],
    ['styles from another folder', { path: 'web/src/routes/Home.tsx', source: "import * as css from '../features/home/Home.css';" }, 'styles are imported only from their own folder'],
    ['dynamic import across features', { path: 'web/src/features/shell/W.tsx', source: "const m = () => import('../voting/walletRuntime');" }, "a web feature does not reach into another feature's files"],
  ];
  it.each(cases)('%s', (_name, file, rule) => {
    expect(check([file])).toContain(rule);
  });

  it('allows what the walls allow', () => {
    expect(
      check([
        { path: 'web/src/features/activity/Feed.tsx', source: "import { x } from './gcQuery';\nimport * as css from './Feed.css';\nimport { Council } from '@portal/core/entities/council';" },
        { path: 'indexer/src/project/x.ts', source: "import { decodeEventLog, formatUnits } from 'viem';\nimport type { Council } from '@portal/core/entities/council';" },
        { path: 'test/e2e/x.e2e.test.ts', source: "import { startLocalStack } from '../../scripts/localStack/stack';" },
        { path: 'functions/src/routes/x.test.ts', source: "import { y } from './y';" },
        { path: 'functions/src/routes/councils/index.ts', source: "import { councilList } from './list';" },
      ]),
    ).toEqual([]);
  });

  it('reports the line of the import, and ignores imports inside comments', () => {
    const file = { path: 'core/src/x.ts', source: "// import { a } from '@portal/web/src/a';\n/* import b from '@portal/web/src/b'; */\n\nimport { c } from '@portal/indexer/src/c';" };
    const violations = checkLayers('/repo', [file], RULES, everything);
    expect(violations.map((v) => v.line)).toEqual([4]);
    expect(importsOf('/repo', file, everything).map((e) => e.specifier)).toEqual(['@portal/indexer/src/c']);
  });
});
