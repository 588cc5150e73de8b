import { describe, expect, it } from 'vitest';
import { checkLayers, describeViolation, importsOf, isCoreIo, isCorePure, listSourceFiles, repoRoot, RULES, type SourceFile } from './layers';

/** Planted files are checked against a pretend tree where every path they name exists. */
const everything = () => true;
const check = (files: SourceFile[]) => checkLayers('/repo', files, RULES, everything).map((v) => v.rule);
const WEB = 'web imports only its own files, the pure part of core and its listed packages';
const CHAIN = 'functions touches the chain only through functions/src/chain/';
const PURE = "core's pure part does no I/O";
const ENTITIES = "core's entities import only entities and constants";
const SNAPSHOTS = 'the snapshot renderer takes core and, of the web, only its render entry';
const NO_WEB = 'neither the indexer nor the API imports the web or the snapshot renderer';

describe('the layers of the tree', () => {
  it('no production file crosses a wall', () => {
    const violations = checkLayers(repoRoot, listSourceFiles(repoRoot));
    expect(violations.map(describeViolation), 'imports that cross a layer wall').toEqual([]);
  });

  it("places every file of core in exactly one of its parts, pure or I/O (a new folder is placed in layers.ts)", () => {
    const core = listSourceFiles(repoRoot).filter((f) => f.path.startsWith('core/src/') && !f.path.endsWith('.test.ts'));
    expect(core.length).toBeGreaterThan(50);
    expect(core.filter((f) => isCorePure(f.path) === isCoreIo(f.path)).map((f) => f.path)).toEqual([]);
  });
});

describe('the layer check itself (a planted violation of each rule is found)', () => {
  const cases: [string, SourceFile, string][] = [
    ['core → another workspace', { path: 'core/src/x.ts', source: "import { y } from '@portal/indexer/src/read/y';" }, 'core imports no other workspace'],
    ['web → table code', { path: 'web/src/features/a/a.ts', source: "import { listCouncils } from '@portal/core/db/repositories/councils';" }, WEB],
    ['web → config', { path: 'web/src/api/b.ts', source: "import type { ServerConfig } from '@portal/core/config';" }, WEB],
    ['web → an unlisted package', { path: 'web/src/api/c.ts', source: "import { S3Client } from '@aws-sdk/client-s3';" }, WEB],
    ['web → another workspace', { path: 'web/src/api/d.ts', source: "import { seed } from '@portal/devnet/scenario/agendas';" }, WEB],
    ['functions → a viem client', { path: 'functions/src/routes/x.ts', source: "import { createPublicClient } from 'viem';" }, CHAIN],
    ['functions → a viem account', { path: 'functions/src/secretary/x.ts', source: "import { privateKeyToAccount } from 'viem/accounts';" }, CHAIN],
    ['functions → core\'s chain client', { path: 'functions/src/x.ts', source: "import { readMultisig } from '@portal/core/chain/multisigChain';" }, CHAIN],
    ['functions → indexer', { path: 'functions/src/x.ts', source: "import { run } from '@portal/indexer/src/runIndexer';" }, 'functions never imports the indexer'],
    ['pure core → table code', { path: 'core/src/views/x.ts', source: "import { getCouncilList } from '../db/repositories/councils';" }, PURE],
    ['pure core → config', { path: 'core/src/rules/x.ts', source: "import { absenceRuleFromEnv } from '../config';" }, PURE],
    ['pure core → S3', { path: 'core/src/uploads/x.ts', source: "import type { S3Client } from '@aws-sdk/client-s3';" }, PURE],
    ['pure core → a key-holding wallet', { path: 'core/src/secretary/x.ts', source: "import { privateKeyToAccount } from 'viem/accounts';" }, PURE],
    ['pure core reads process.env', { path: 'core/src/format.ts', source: 'export const locale = process.env.LOCALE;' }, PURE],
    ['entities → rules', { path: 'core/src/entities/x.ts', source: "import { PROPOSAL_TAGS } from '../rules/proposals';" }, ENTITIES],
    ['entities → views', { path: 'core/src/entities/x.ts', source: "import type { ActivityViews } from '../views/activityViews';" }, ENTITIES],
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
    ['snapshots → a web feature', { path: 'snapshots/x.ts', source: "import { AgendaHeader } from '../web/src/features/agendas/detail/AgendaHeader';" }, SNAPSHOTS],
    ['snapshots → the API', { path: 'snapshots/x.ts', source: "import { detailWithBlock } from '../functions/src/routes/proposals/agendas';" }, SNAPSHOTS],
    ['indexer → snapshots', { path: 'indexer/src/runIndexer.ts', source: "import { snapshotRefresher } from '../../snapshots/refresh';" }, NO_WEB],
    ['functions → web', { path: 'functions/src/app.ts', source: "import { apiKeys } from '../../web/src/api/keys';" }, NO_WEB],
    ['core → snapshots', { path: 'core/src/x.ts', source: "import { pageHash } from '../../snapshots/refresh';" }, 'core imports no other workspace'],
    ['dynamic import across features', { path: 'web/src/features/shell/W.tsx', source: "const m = () => import('../voting/walletRuntime');" }, "a web feature does not reach into another feature's files"],
  ];
  it.each(cases)('%s', (_name, file, rule) => {
    expect(check([file])).toContain(rule);
  });

  /** A chain of our own files: the first imports the second, and so on; the last makes the crossing. */
  const chainOf = (...files: [string, string][]): SourceFile[] => files.map(([path, source]) => ({ path, source }));
  const transitive: [string, SourceFile[], string, string[]][] = [
    [
      'functions → a helper → core → viem client',
      chainOf(
        ['functions/src/routes/x.ts', "import { relay } from '../secretary/relay';"],
        ['functions/src/secretary/relay.ts', "import { send } from '@portal/core/secretary/send';"],
        ['core/src/secretary/send.ts', "import { createWalletClient, http } from 'viem';"],
      ),
      CHAIN,
      ['functions/src/routes/x.ts', 'functions/src/secretary/relay.ts', 'core/src/secretary/send.ts', 'viem'],
    ],
    [
      'functions → a helper that speaks JSON-RPC',
      chainOf(
        ['functions/src/routes/x.ts', "import { rpc } from '../secretary/rpc';"],
        ['functions/src/secretary/rpc.ts', "export const rpc = (url: string) => fetch(url, { body: JSON.stringify({ jsonrpc: '2.0', id: 1 }) });"],
      ),
      CHAIN,
      ['functions/src/routes/x.ts', 'functions/src/secretary/rpc.ts'],
    ],
    [
      'web → pure-looking core → table code',
      chainOf(
        ['web/src/features/a/a.ts', "import { rebuild } from '@portal/core/views/rebuild';"],
        ['core/src/views/rebuild.ts', "import { putProposalViews } from '../db/repositories/proposals';"],
      ),
      WEB,
      ['web/src/features/a/a.ts', 'core/src/views/rebuild.ts', 'core/src/db/repositories/proposals.ts'],
    ],
    [
      'views → entities → db (pure core reaching I/O two steps away)',
      chainOf(
        ['core/src/views/x.ts', "import { A } from '../entities/a';"],
        ['core/src/entities/a.ts', "import { getData } from '../db/items';"],
      ),
      PURE,
      ['core/src/views/x.ts', 'core/src/entities/a.ts', 'core/src/db/items.ts'],
    ],
    [
      'feature → shared → another feature',
      chainOf(
        ['web/src/features/activity/Feed.tsx', "import { x } from '../../shared/x';"],
        ['web/src/shared/x.ts', "export { y as x } from '../features/voting/y';"],
      ),
      "a web feature does not reach into another feature's files",
      ['web/src/features/activity/Feed.tsx', 'web/src/shared/x.ts', 'web/src/features/voting/y.ts'],
    ],
  ];
  it("lets a feature take another feature's published component, and only that", () => {
    const files = chainOf(
      ['web/src/features/councilEditor/Card.tsx', "import { CouncilDetail } from '../council/CouncilDetail';\nimport { councilText } from '../council/councilText';"],
      ['web/src/features/council/CouncilDetail.tsx', "import { addressGroups } from './addressGroups';"],
    );
    const found = checkLayers('/repo', files, RULES, everything).filter((v) => v.file === 'web/src/features/councilEditor/Card.tsx');
    expect(found.map((v) => v.why)).toEqual(["features/councilEditor imports features/council ('../council/councilText')"]);
  });

  it('follows no type-only import: it is erased, so nothing it names runs', () => {
    const files = chainOf(
      ['web/src/api/routes.ts', "import type { catalogue } from '@portal/core/api/catalogue';"],
      ['core/src/api/catalogue.ts', "import { fetchItems } from '../db/items';"],
    );
    expect(checkLayers('/repo', files, RULES, everything).filter((v) => v.file === 'web/src/api/routes.ts')).toEqual([]);
  });

  it.each(transitive)('through a chain: %s, named link by link', (_name, files, rule, chain) => {
    const found = checkLayers('/repo', files, RULES, everything).filter((v) => v.rule === rule && v.file === files[0]!.path);
    expect(found.map((v) => v.chain)).toContainEqual(chain);
    expect(found.every((v) => v.line === 1)).toBe(true);
    expect(describeViolation(found[0]!)).toContain(` via ${found[0]!.chain.join(' → ')}`);
  });

  it('lets the API reach the chain through its one door, functions/src/chain/', () => {
    const files = chainOf(
      ['functions/src/routes/x.ts', "import { secretaryOf } from '../chain/secretary';"],
      ['functions/src/chain/secretary.ts', "import { readMultisig } from '@portal/core/chain/multisigChain';\nimport { rpcCall } from './jsonRpc';"],
      ['functions/src/chain/jsonRpc.ts', "export const rpcCall = (url: string) => fetch(url, { body: JSON.stringify({ jsonrpc: '2.0' }) });"],
      ['core/src/chain/multisigChain.ts', "import { createClient, http } from 'viem';\nimport { privateKeyToAccount } from 'viem/accounts';"],
    );
    expect(check(files)).toEqual([]);
  });

  it('names one crossing once, however many chains reach it', () => {
    const files = chainOf(
      ['core/src/views/x.ts', "import { a } from './a';\nimport { b } from './b';"],
      ['core/src/views/a.ts', "import { c } from './c';"],
      ['core/src/views/b.ts', "import { c } from './c';"],
      ['core/src/views/c.ts', "import { getData } from '../db/items';"],
    );
    const fromX = checkLayers('/repo', files, RULES, everything).filter((v) => v.file === 'core/src/views/x.ts');
    expect(fromX.map((v) => v.chain)).toEqual([['core/src/views/x.ts', 'core/src/views/a.ts', 'core/src/views/c.ts', 'core/src/db/items.ts']]);
  });

  it('allows what the walls allow', () => {
    expect(
      check([
        { path: 'web/src/features/activity/Feed.tsx', source: "import { x } from './gcQuery';\nimport * as css from './Feed.css';\nimport { Council } from '@portal/core/entities/council';" },
        { path: 'indexer/src/project/x.ts', source: "import { decodeEventLog, formatUnits } from 'viem';\nimport type { Council } from '@portal/core/entities/council';" },
        { path: 'test/e2e/x.e2e.test.ts', source: "import { startLocalStack } from '../../scripts/localStack/stack';" },
        { path: 'functions/src/routes/x.test.ts', source: "import { y } from './y';" },
        { path: 'functions/src/routes/councils/index.ts', source: "import { councilList } from './list';" },
        { path: 'web/src/features/agendas/x.ts', source: "import { PROPOSAL_TAGS } from '@portal/core/constants';\nimport { getAddress } from 'viem';\nimport { useState } from 'react';\nimport { createRoot } from 'react-dom/client';" },
        { path: 'core/src/views/y.ts', source: "import { getAddress, encodeFunctionData } from 'viem';\nimport type { Council } from '../entities/council';\nimport { shiftDay } from '../rules/singaporeDays';" },
        { path: 'core/src/db/z.ts', source: "import { buildActivityViews } from '../views/activityViews';\nimport { DynamoDBClient } from '@aws-sdk/client-dynamodb';" },
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
