import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CHUNK_MODULES_FILE,
  type ChunkModules,
  findForbidden,
  type Manifest,
  MANIFEST_FILE,
  PROPOSAL_DETAIL_ROUTE_SRC,
  routeFirstLoad,
} from '../../web/scripts/bundleReport';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { forbiddenModulesIn, recordScripts, url, watchPageErrors } from './support/voting';

/**
 * Decoded actions and "Simulate" against the real devnet: the indexer decodes each action of the
 * scenario's agendas against the contracts the configuration names, and the browser runs them
 * from the voting contract with eth_call at the latest block, chain code fetched on the click.
 */

/** Custom transaction: setParam('kip71.gastarget', 0x) — GovParam refuses an empty value, so it expired unexecuted. */
const REVERTING = 16;
/** Custom transaction of two setParam calls, executed: both would succeed again. */
const TWO_CALLS = 27;
/** Disbursement of 2,000,000 KLAY from KCF, executed. */
const DISBURSEMENT = 2;

const contracts = () => (JSON.parse(inject('deploymentJson')) as { contracts: { govParam: string; kcf: string } }).contracts;
const webDist = resolve(import.meta.dirname, '../../web/dist');

describe('Decoded actions and simulation', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows a custom transaction decoded, and Simulate says it would revert with the contract’s own reason', async () => {
    const { context, blocked } = await newContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const scripts = recordScripts(page);
    await page.goto(url(`/Proposal/Detail?id=${REVERTING}`));
    const panel = page.getByTestId('agenda-actions');
    await panel.waitFor();
    const actions = panel.getByTestId('agenda-action');
    expect(await actions.count()).toBe(1);
    expect(await actions.getByTestId('action-title').innerText()).toBe('1. setParam on GovParam');
    expect((await actions.getByRole('link').first().getAttribute('title'))?.toLowerCase()).toBe(contracts().govParam.toLowerCase());
    expect(await actions.getByTestId('action-signature').innerText()).toBe('setParam(string,bytes)');
    expect(await actions.getByTestId('action-arg-name').innerText()).toBe('kip71.gastarget');
    expect(await actions.getByTestId('action-arg-value').innerText()).toBe('0x');
    expect(await actions.getByTestId('action-new-value').innerText()).toBe('new value: empty');
    // The page and its actions panel came without any chain code.
    expect(forbiddenModulesIn(scripts), 'before Simulate').toEqual([]);

    await panel.getByRole('button', { name: 'Simulate' }).click();
    const result = actions.getByTestId('simulation-result');
    await result.waitFor({ timeout: 20_000 });
    expect(await result.innerText()).toBe('Would revert: Empty param value');
    // GovParam's value now, read at the same block: a later agenda set it.
    expect(await actions.getByTestId('param-current').innerText()).toMatch(/^Current value of kip71\.gastarget: \d+$/);
    expect(await panel.getByTestId('simulation-status').innerText()).toMatch(/^Simulated from the voting contract at block [\d,]+\.$/);
    // viem came with the click.
    expect(forbiddenModulesIn(scripts).some((m) => /[\\/]viem[\\/]/.test(m.module))).toBe(true);
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 60_000);

  it('says each action of an executed custom transaction would succeed, and names a disbursement’s fund and memo', async () => {
    const { context } = await newContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(url(`/Proposal/Detail?id=${TWO_CALLS}`));
    const panel = page.getByTestId('agenda-actions');
    await panel.waitFor();
    expect(await panel.getByTestId('action-title').allInnerTexts()).toEqual(['1. setParam on GovParam', '2. setParam on GovParam']);
    expect(await panel.getByTestId('action-arg-name').allInnerTexts()).toEqual(['kip71.gastarget', 'kip71.maxblockgasusedforbasefee']);
    expect(await panel.getByTestId('action-new-value').allInnerTexts()).toEqual(['new value: 30000000', 'new value: 60000000']);
    await panel.getByRole('button', { name: 'Simulate' }).click();
    await expect.poll(() => panel.getByTestId('simulation-result').count(), { timeout: 20_000 }).toBe(2);
    expect(await panel.getByTestId('simulation-result').allInnerTexts()).toEqual(['Would succeed', 'Would succeed']);

    await page.goto(url(`/Proposal/Detail?id=${DISBURSEMENT}`));
    const disbursement = page.getByTestId('agenda-actions');
    await disbursement.waitFor();
    expect(await disbursement.getByTestId('action-title').innerText()).toBe('1. disburse on KCF (community fund)');
    expect((await disbursement.getByRole('link').first().getAttribute('title'))?.toLowerCase()).toBe(contracts().kcf.toLowerCase());
    expect(await disbursement.getByTestId('action-signature').innerText()).toBe('disburse(address,uint256,string)');
    expect(await disbursement.getByTestId('action-arg-value').innerText()).toBe('2000000000000000000000000');
    expect(await disbursement.getByTestId('action-amount').innerText()).toBe('2,000,000 KLAY');
    expect(await disbursement.getByTestId('action-arg-memo').innerText()).toContain('Q4 ecosystem grants round');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('keeps decoding and simulation code out of the built first load of /Proposal/Detail', () => {
    const manifest = JSON.parse(readFileSync(resolve(webDist, MANIFEST_FILE), 'utf8')) as Manifest;
    const chunkModules = JSON.parse(readFileSync(resolve(webDist, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules;
    const firstLoad = routeFirstLoad(manifest, PROPOSAL_DETAIL_ROUTE_SRC).js;
    const modulesOf = (files: string[]) => files.flatMap((file) => chunkModules[file] ?? []);
    expect(findForbidden(firstLoad, chunkModules)).toEqual([]);
    expect(modulesOf(firstLoad).filter((m) => /(AgendaActions|simulateActions)\.tsx?$/.test(m))).toEqual([]);
    // The check can fail: the simulation's chunk exists, with viem beside it.
    const lazy = Object.keys(chunkModules).filter((file) => !firstLoad.includes(file));
    expect(modulesOf(lazy).some((m) => /simulateActions\.ts$/.test(m))).toBe(true);
  });
});
