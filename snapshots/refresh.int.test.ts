import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '@portal/core/config';
import type { Db } from '@portal/core/db/client';
import { keys } from '@portal/core/db/keys';
import { itemKeyText } from '@portal/core/db/writeCounter';
import { putCouncilList } from '@portal/core/db/repositories/councils';
import { putProposalViews } from '@portal/core/db/repositories/proposals';
import { buildProposalViews } from '@portal/core/views/proposalViews';
import { createApp } from '@portal/functions/src/app';
import { HEAD, proposalChain, proposalMeta, stakedCouncils } from '../test/fixtures/apiSeeds';
import { HOSTILE } from '../test/fixtures/snapshotPages';
import { freshTestDb } from '../test/setup/services';
import { refreshOnTableWrites } from './onChange';
import { FOLLOWED_ITEMS, listSnapshotPages } from './pages';
import { snapshotRefresher } from './refresh';
import { webBuildRenderer, type PageRenderer } from './renderer';
import { folderStore } from './store';

/**
 * Issue 28, snapshots on change: the agenda and council detail pages rendered by the web build's
 * render module from the table's views (DynamoDB Local), into a folder as the local origin serves
 * it. The build is `npm run build`'s (npm test builds before any test).
 */
const dist = join(import.meta.dirname, '..', 'web', 'dist');
const SITE = 'https://portal.example';
const councils = stakedCouncils({ apy: '7.5', date: '2026-11-15T00:00:00.000Z' });
const chains = [proposalChain(1, 'closed'), proposalChain(2, 'active'), proposalChain(3, 'pending')];
const viewsWith = (thirdTitle: string) =>
  buildProposalViews({
    chains,
    metadata: [proposalMeta(1, 'Raise the gas floor', [1]), proposalMeta(2, HOSTILE, [2]), proposalMeta(3, thirdTitle, [3])],
    councils,
    voters: [],
    block: Number(HEAD.number),
  });
// Each agenda's and council's detail page and the GC page, in both languages.
const PAGES = (3 + councils.length + 1) * 2;
/** The agenda number the views give a proposal (not its on-chain id). */
const agendaOf = (proposalId: number) => viewsWith('Next step').details.find((d) => d.proposal_id === proposalId)!.id;
const SECOND = agendaOf(2);
const THIRD = agendaOf(3);

let db: Db;
let renderer: PageRenderer;
const folder = mkdtempSync(join(tmpdir(), 'snapshots-'));
const file = (key: string) => join(folder, 'snapshots', key);
const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

beforeAll(async () => {
  db = await freshTestDb();
  await putCouncilList(db, councils);
  await putProposalViews(db, viewsWith('Next step'));
  const built = await webBuildRenderer(dist);
  if (!built) throw new Error(`${dist} has no render module: run npm run build first`);
  renderer = built;
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a snapshot pass', () => {
  it('writes every agenda and council detail in both languages, each with the answer the API serves for its reads', async () => {
    const refresher = snapshotRefresher({ db, store: folderStore(folder), renderer, siteUrl: SITE });
    expect(await refresher.refresh()).toMatchObject({ pages: PAGES, written: PAGES, removed: 0 });
    const app = createApp({ db, config: parseServerConfig({}) });
    const served = async (path: string) => ((await (await app.request(path)).json()) as { result: unknown }).result;
    const agenda = readFileSync(file(`Proposal/Detail/${SECOND}.html`), 'utf8');
    expect(dataOf(agenda)).toEqual({ [`/v1/proposals/${SECOND}`]: await served(`/v1/proposals/${SECOND}`) });
    const council = readFileSync(file('ko/GC/Detail/3.html'), 'utf8');
    expect(dataOf(council)).toEqual({ '/v1/councils?order=staking': await served('/v1/councils?order=staking') });
    const gc = readFileSync(file('ko/GC.html'), 'utf8');
    expect(dataOf(gc)).toEqual({ '/v1/page/councils/main': await served('/v1/page/councils/main') });
    expect(gc).toContain('data-prerendered="/ko/GC"');
    expect(gc).toContain('<meta property="og:url" content="https://portal.example/ko/GC">');
    // The route rendered with its data: the page marked for its own URL, its figures, no loading state in the main column.
    expect(agenda).toContain(`data-prerendered="/Proposal/Detail?id=${SECOND}"`);
    expect(agenda).toContain(`<meta property="og:url" content="https://portal.example/Proposal/Detail?id=${SECOND}">`);
    // The hostile title stays text: in the page, in its tags, in its data.
    expect(agenda).not.toContain('<img src=x');
    expect((dataOf(agenda)[`/v1/proposals/${SECOND}`] as { title: string }).title).toBe(HOSTILE);
    expect(council).toContain('data-prerendered="/ko/GC/Detail?id=3"');
    expect(council).toContain('<meta property="og:title" content="Beta | Governance Council Portal">');
  });

  it("follows only items the AWS stream's filter lets through (FOLLOWED_ITEMS)", async () => {
    const pages = await listSnapshotPages(db, renderer.entry.snapshotKeys);
    const follows = [...new Set(pages.flatMap((page) => page.follows))];
    expect(follows.length).toBeGreaterThan(4);
    const passes = (text: string) => {
      const [pk, sk] = text.split(' ') as [string, string];
      return FOLLOWED_ITEMS.some((item) => item.pk === pk && ('sk' in item ? item.sk === sk : sk.startsWith(item.skPrefix)));
    };
    expect(follows.filter((text) => !passes(text))).toEqual([]);
  });

  it('writes nothing when nothing changed, kept hashes or read back from the pages', async () => {
    const refresher = snapshotRefresher({ db, store: folderStore(folder), renderer, siteUrl: SITE });
    expect(await refresher.refresh()).toMatchObject({ pages: PAGES, written: 0, removed: 0 });
    expect(await refresher.refresh()).toMatchObject({ written: 0, removed: 0 });
  });

  it('renders only the pages whose data changed, and removes those of a council that left the list', async () => {
    const refresher = snapshotRefresher({ db, store: folderStore(folder), renderer, siteUrl: SITE });
    await refresher.refresh();
    await putProposalViews(db, viewsWith('Next step, amended'));
    expect(await refresher.refresh()).toMatchObject({ written: 2, removed: 0 });
    expect(readFileSync(file(`ko/Proposal/Detail/${THIRD}.html`), 'utf8')).toContain('Next step, amended');
    // Every council page and the GC page hold the whole list: one council fewer rewrites them and removes its own.
    await putCouncilList(db, councils.slice(0, 3));
    expect(await refresher.refresh()).toMatchObject({ written: 8, removed: 2 });
    expect(readFileSync(file('GC.html'), 'utf8')).not.toContain(`>${councils[3]!.name}<`);
    expect(existsSync(file('GC/Detail/4.html'))).toBe(false);
    expect(existsSync(file('ko/GC/Detail/4.html'))).toBe(false);
    await putCouncilList(db, councils);
  });
});

describe('snapshots on table writes', () => {
  const agendaKey = (id: number) => `snapshots/Proposal/Detail/${id}.html`;
  const councilKey = (id: number) => `snapshots/ko/GC/Detail/${id}.html`;

  it('a page is not fresh from a write to an item it follows until a pass that started after it has ended; other pages stay fresh', async () => {
    let passes = 0;
    const refresher = snapshotRefresher({ db, store: folderStore(folder), renderer, siteUrl: SITE });
    const onChange = refreshOnTableWrites([db], async (hooks) => {
      passes++;
      return refresher.refresh(hooks);
    });
    try {
      await onChange.settled();
      expect([onChange.fresh(agendaKey(THIRD)), onChange.fresh(councilKey(3))]).toEqual([true, true]);
      // The council list: the council pages follow it, the agenda pages do not.
      await putCouncilList(db, councils.slice(0, 3));
      expect([onChange.fresh(agendaKey(THIRD)), onChange.fresh(agendaKey(SECOND)), onChange.fresh(councilKey(3))]).toEqual([true, true, false]);
      await onChange.settled();
      expect([onChange.fresh(councilKey(3)), onChange.fresh(councilKey(4))]).toEqual([true, false]);
      await putCouncilList(db, councils);
      await putProposalViews(db, viewsWith('Next step, amended twice'));
      expect(onChange.fresh(agendaKey(THIRD))).toBe(false);
      const before = passes;
      await onChange.settled();
      expect([onChange.fresh(agendaKey(THIRD)), onChange.fresh(councilKey(4))]).toEqual([true, true]);
      expect(passes).toBeGreaterThan(before);
      expect(readFileSync(file(`Proposal/Detail/${THIRD}.html`), 'utf8')).toContain('Next step, amended twice');
      // A page that has no snapshot is never fresh.
      expect(onChange.fresh(agendaKey(99))).toBe(false);
    } finally {
      await onChange.stop();
    }
  });

  it('a pass renders first the pages it is asked to put first (the one a vote changed), in both languages', async () => {
    const refresher = snapshotRefresher({ db, store: folderStore(folder), renderer, siteUrl: SITE });
    const order: string[] = [];
    await refresher.refresh({ priority: (follows) => (follows[0] === itemKeyText(keys.proposalDetail(THIRD).pk, keys.proposalDetail(THIRD).sk) ? 1 : 0), verified: (key) => order.push(key) });
    expect(order.slice(0, 2)).toEqual([agendaKey(THIRD), `snapshots/ko/Proposal/Detail/${THIRD}.html`]);
    expect(order).toHaveLength(PAGES);
  });
});
