import type { Browser, Page } from 'playwright-core';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { devnetAddress, devnetPrivateKey } from '@portal/devnet/src/accounts';
import { pngImage } from '../fixtures/uploadFiles';
import { launchBrowser, newContext } from './support/browser';
import { localStack, signInAs, type SignedIn } from './support/session';

/**
 * Issue 25, "none of them answers 403 when used": each role of admin §6 signs in once at 1440 px with
 * its demo operator's real key and uses every action its My Page shows it — each form filled with
 * something valid and saved, each dialog confirmed — while every API answer is recorded. No answer
 * may be 403 (the screen offered what the server refuses) or 5xx. What the walk creates it removes
 * again (a draft council, an agenda draft, a site manager, a release note, activities, a manager),
 * and what it saves on the seeded councils is saved unchanged, so the other tests see the same data.
 * operatorRoles.e2e asserts which actions each role is shown; this one that they work.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;
const run = Date.now().toString(36).slice(-6);

type Answer = { method: string; path: string; status: number };

describe('each role uses the actions its My Page shows, and none answers 403', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** One signed-in context per role, with every answer of the API it gets. */
  async function as(label: string, path: string): Promise<{ page: Page; signed: SignedIn; answers: Answer[] }> {
    const { context } = await newContext(browser);
    const page = await context.newPage();
    const answers: Answer[] = [];
    page.on('response', (response) => {
      const at = new URL(response.url());
      if (at.pathname.startsWith('/v1/')) answers.push({ method: response.request().method(), path: at.pathname, status: response.status() });
    });
    const signed = await signInAs(page, stack, devnetPrivateKey(label), { path });
    return { page, signed, answers };
  }

  /** The refusals and server failures among the answers, and proof that the walk wrote something. */
  function expectUsedWithoutRefusal(answers: Answer[], writes: RegExp[]) {
    expect(answers.filter((a) => a.status === 403 || a.status >= 500)).toEqual([]);
    const written = answers.filter((a) => a.method !== 'GET' && a.status === 200).map((a) => `${a.method} ${a.path}`);
    for (const write of writes) expect(written.some((w) => write.test(w)), `${write} answered 200`).toBe(true);
  }

  async function closeNotice(page: Page, title: string) {
    const notice = page.getByRole('alertdialog', { name: title });
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'hidden' });
  }

  /** Edit Profile, Edit Links and Edit Description, each saved as it opens (the seeded council stays as it is). */
  async function saveCouncilDialogsUnchanged(page: Page) {
    for (const name of ['Edit Profile', 'Edit Links', 'Edit Description']) {
      await page.getByRole('button', { name, exact: true }).click();
      await page.getByRole('dialog', { name }).getByRole('button', { name: 'Save' }).click();
      await closeNotice(page, 'Save complete');
    }
  }

  /** Add an Activity with a title and a text, saved, then deleted. */
  async function postAndDeleteActivity(page: Page, title: string) {
    await page.getByRole('button', { name: 'Add an Activity' }).click();
    const modal = page.getByRole('dialog', { name: 'Add an Activity' });
    await modal.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await modal.getByRole('textbox', { name: 'Content' }).fill('Posted by the operators’ walk.');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The activity is successfully posted.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Delete complete').waitFor({ timeout: 20_000 });
  }

  /** Add a manager to a council with a free seat, then remove it. */
  async function addAndRemoveManager(page: Page, label: string) {
    const address = devnetAddress(label).toLowerCase();
    await page.getByRole('button', { name: 'Add a manager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manager Member' });
    await dialog.getByLabel('Wallet address').fill(address);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await closeNotice(page, 'Save complete');
    // The member's address is a shortened chip (10…10) with the whole address in its title.
    const row = page.getByRole('listitem').filter({ has: page.locator(`a[title="${address}" i]`) });
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Remove a Member' }).getByRole('button', { name: 'Confirm' }).click();
    await closeNotice(page, 'Save complete');
    await expect.poll(() => row.count()).toBe(0);
  }

  /** New, Edit and Publish, Delete: a release note of the walk's own. */
  async function writeReleaseNote(page: Page, title: string) {
    await page.goto(url('/MyPage?tab=RELEASE_NOTE'));
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel('Context').fill('Written by the operators’ walk.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Successfully published.').waitFor();
    const notes = (await (await fetch(url('/v1/release_note'))).json()) as { result: { id: number; title: string }[] };
    const note = notes.result.find((n) => n.title === title)!;
    const number = String(note.id).padStart(3, '0');
    await page.getByRole('button', { name: `Edit release note #${number}` }).click();
    await page.getByLabel(/^Title/).fill(`${title}, edited`);
    await page.getByRole('button', { name: 'Edit and Publish' }).click();
    await page.getByText('Successfully edited.').waitFor();
    // At once, as an operator who edited a note and removes it: the list's cached version would answer 409.
    await page.getByRole('button', { name: `Delete release note #${number}` }).click();
    const removed = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/v1/release_note/${note.id}`));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    expect((await removed).status(), `DELETE /v1/release_note/${note.id}`).toBe(200);
    await expect.poll(() => page.getByRole('button', { name: `Delete release note #${number}` }).count()).toBe(0);
  }

  it('the site admin: Add GC and every control of its draft, New Voting and the draft’s Delete, the site managers, Sync Data and Apply, a contract, release notes', async () => {
    const { page, answers } = await as('site-admin', '/MyPage?tab=GC_LIST');
    const { contracts } = JSON.parse(inject('deploymentJson')) as { contracts: { kcf: string } };

    // GC List: Add GC, then every control of the draft council it saved, which Remove takes away again.
    await page.getByRole('button', { name: 'Add GC' }).click();
    await page.waitForURL(/\/MyPage\/AddGC$/);
    const name = `Walk ${run}`;
    await page.getByRole('textbox', { name: /^GC Name/ }).fill(name);
    await page.locator('input[type=file]').setInputFiles({ name: 'walk.png', mimeType: 'image/png', buffer: pngImage(240, 240, { shade: 0x24 }) });
    await page.getByRole('checkbox', { name: 'Infra' }).check();
    await page.getByRole('textbox', { name: /^Short Introduction/ }).fill('Walks every screen');
    await page.getByRole('textbox', { name: /^Description/ }).fill('A council of the operators’ walk.');
    await page.getByRole('textbox', { name: /^Node Address/ }).fill(devnetAddress(`walk/${run}/node`));
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await closeNotice(page, 'Save complete');
    await page.waitForURL(/\/MyPage\/GC\?id=\d+$/);
    await saveCouncilDialogsUnchanged(page);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Edit GC Information' }).getByRole('button', { name: 'Save' }).click();
    await closeNotice(page, 'Save complete');
    // Publish is opened and left: a published council cannot be removed, and the public lists are other tests' to count.
    await page.getByRole('button', { name: 'Publish' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await publish.getByRole('button', { name: 'Cancel' }).click();
    await publish.waitFor({ state: 'hidden' });
    await postAndDeleteActivity(page, `Walk activity ${run}`);
    await addAndRemoveManager(page, `walk/${run}/draft-manager`);
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure you want to remove?' }).getByRole('button', { name: 'Confirm' }).click();
    await closeNotice(page, 'Remove complete');

    // Voting List: New Voting saved as a draft, which its detail's Delete removes.
    await page.goto(url('/MyPage?tab=VOTING_LIST'));
    await page.getByRole('button', { name: 'New Voting' }).click();
    const title = `Walk agenda ${run}`;
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^KGP/).fill('31');
    await page.getByLabel(/^Proposer/).selectOption({ label: 'Foundation' });
    await page.getByLabel(/^Transaction type/).selectOption({ label: 'Disbursement' });
    await page.getByLabel(/^Amount/).fill('1');
    await page.getByLabel(/^Recipient account/).fill(privateKeyToAddress(devnetPrivateKey('test/grantee')));
    await page.getByLabel(/^Withdrawing account/).selectOption(contracts.kcf);
    await page.getByLabel(/^Preparation period/).selectOption({ label: '1 day (86,400 blocks)' });
    await page.getByLabel(/^Voting period/).selectOption({ label: '7 days (604,800 blocks)' });
    await page.getByLabel(/^Context and proposal/).fill('Saved by the operators’ walk.');
    await page.getByLabel(/^Forum link/).fill('https://govforum.example.org/t/7');
    await page.getByRole('checkbox', { name: 'Treasury' }).check();
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await closeNotice(page, 'Save complete');
    await page.getByRole('list', { name: 'Draft' }).getByRole('link', { name: new RegExp(title) }).click();
    await page.getByRole('list', { name: 'Approvers' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await closeNotice(page, 'Remove complete');

    // Site Manager: Add a Site Manager, Edit it to another address, Delete it.
    await page.goto(url('/MyPage?tab=SITE_MANAGER'));
    const first = devnetAddress(`walk/${run}/site-manager-a`).toLowerCase();
    const second = devnetAddress(`walk/${run}/site-manager-b`).toLowerCase();
    await page.getByRole('button', { name: 'Add a Site Manager' }).click();
    const add = page.getByRole('dialog', { name: 'Add a Site Manager' });
    await add.getByLabel('Wallet address').fill(first);
    await add.getByRole('button', { name: 'Save' }).click();
    await closeNotice(page, 'Save complete');
    await page.getByRole('button', { name: `Edit ${first}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit a Site Manager' });
    await edit.getByLabel('Wallet address').fill(second);
    await edit.getByRole('button', { name: 'Save' }).click();
    await closeNotice(page, 'Save complete');
    await page.getByRole('button', { name: `Delete ${second}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete a Site Manager' }).getByRole('button', { name: 'Delete' }).click();
    await closeNotice(page, 'Save complete');

    // Treasury: Sync Data, and Apply on the newest payment: its KGP changed, then put back by a second Apply.
    await page.goto(url('/MyPage?tab=TREASURY'));
    const table = page.getByTestId('treasury-editor-table');
    await table.waitFor();
    await page.getByRole('button', { name: 'Sync Data' }).click();
    await page.getByText('Successfully synced.').waitFor({ timeout: 60_000 });
    const apply = async (value: string) => {
      await table.getByRole('radio').first().check();
      await page.getByLabel('KGP').fill(value);
      const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/v1/treasury/transactions/'));
      await page.getByRole('button', { name: 'Apply' }).click();
      expect((await put).status()).toBe(200);
      await expect.poll(() => table.getByRole('radio', { checked: true }).count()).toBe(0);
    };
    await table.getByRole('radio').first().check();
    const kept = await page.getByLabel('KGP').inputValue();
    await apply(`${kept}0`);
    if (kept !== '') await apply(kept);

    // Contract List: a contract's Edit, saved as it opens.
    await page.goto(url('/MyPage?tab=CONTRACT_LIST'));
    await page.getByTestId('contract-card').first().getByRole('button', { name: /^Edit/ }).click();
    const contract = page.getByRole('dialog', { name: 'Edit Contract' });
    await contract.getByTestId('contract-edit-form').waitFor();
    const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/v1/status/contract/'));
    await contract.getByRole('button', { name: 'Save' }).click();
    expect((await put).status()).toBe(200);
    await contract.waitFor({ state: 'hidden' });

    await writeReleaseNote(page, `Walk note ${run}`);

    expectUsedWithoutRefusal(answers, [
      /^POST \/v1\/councils$/,
      /^DELETE \/v1\/councils\/\d+\/draft$/,
      /^POST \/v1\/councils\/\d+\/activity$/,
      /^POST \/v1\/accounts$/,
      /^POST \/v1\/proposals\/drafts$/,
      /^DELETE \/v1\/proposals\/drafts\/\d+$/,
      /^PUT \/v1\/treasury\/transactions\/[^/]+$/,
      /^PUT \/v1\/status\/contract\/[^/]+$/,
      /^POST \/v1\/release_note$/,
      /^DELETE \/v1\/release_note\/\d+$/,
    ]);
    await page.context().close();
  }, 300_000);

  it('the site manager: release notes, and on a council a manager and an activity', async () => {
    const { page, answers } = await as('site-manager', '/MyPage?tab=RELEASE_NOTE');
    await writeReleaseNote(page, `Walk manager note ${run}`);
    // Council 2 has a free manager seat.
    await page.goto(url('/MyPage/GC?id=2'));
    await page.getByRole('heading', { name: 'Manager List' }).waitFor();
    await addAndRemoveManager(page, `walk/${run}/site-manager-added`);
    await postAndDeleteActivity(page, `Walk manager activity ${run}`);
    expectUsedWithoutRefusal(answers, [/^POST \/v1\/release_note$/, /^POST \/v1\/accounts$/, /^POST \/v1\/councils\/2\/activity$/]);
    await page.context().close();
  }, 180_000);

  it('a council admin: its council’s profile, links and description, a manager, an activity', async () => {
    const { page, answers } = await as('council-2/admin', '/MyPage');
    await page.waitForURL(/\/MyPage\/GC\?id=2$/);
    await page.getByRole('heading', { name: 'Manager List' }).waitFor();
    await saveCouncilDialogsUnchanged(page);
    await addAndRemoveManager(page, `walk/${run}/council-admin-added`);
    await postAndDeleteActivity(page, `Walk council activity ${run}`);
    expectUsedWithoutRefusal(answers, [/^PUT \/v1\/councils\/2/, /^POST \/v1\/accounts$/, /^POST \/v1\/councils\/2\/activity$/]);
    await page.context().close();
  }, 180_000);

  it('a council manager: its council’s profile, links and description, an activity', async () => {
    const { page, answers } = await as('council-1/manager-1', '/MyPage');
    await page.waitForURL(/\/MyPage\/GC\?id=1$/);
    await page.getByRole('heading', { name: 'Manager List' }).waitFor();
    await saveCouncilDialogsUnchanged(page);
    await postAndDeleteActivity(page, `Walk manager’s activity ${run}`);
    expectUsedWithoutRefusal(answers, [/^PUT \/v1\/councils\/1/, /^POST \/v1\/councils\/1\/activity$/]);
    await page.context().close();
  }, 180_000);

  it('a secretary’s approver: Approve on a draft the site admin saved', async () => {
    const admin = await as('site-admin', '/MyPage?tab=VOTING_LIST');
    const { contracts } = JSON.parse(inject('deploymentJson')) as { contracts: { kcf: string } };
    const created = await fetch(url('/v1/proposals/drafts'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.signed.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: `Walk approval ${run}`,
        council_id: 0,
        category_id: 3,
        category_details: JSON.stringify({ txType: 'DISBURSEMENT', amount: '1', recipientAccount: privateKeyToAddress(devnetPrivateKey('test/grantee')), withdrawingAccount: contracts.kcf }),
        voting_delay: 86_400,
        voting_period: 7 * 86_400,
        contents: 'Approved by one approver, then removed.',
        forum_link: 'https://govforum.example.org/t/8',
        tags: JSON.stringify([2]),
      }),
    });
    expect(created.status).toBe(200);
    const draftId = ((await created.json()) as { result: { id: number } }).result.id;
    try {
      const { page, answers } = await as('secretary/approver-2', '/MyPage?tab=VOTING_LIST');
      await page.getByRole('heading', { name: 'Voting List' }).waitFor();
      await page.goto(url(`/MyPage/ProposalDraftDetail?id=${draftId}`));
      await page.getByRole('button', { name: 'Approve' }).click();
      await closeNotice(page, 'Approve complete');
      const signer = devnetAddress('secretary/approver-2').toLowerCase();
      await page.locator(`[data-approver="${signer}"]`).getByText('Signed', { exact: true }).waitFor();
      expectUsedWithoutRefusal(answers, [new RegExp(`^PUT /v1/proposals/drafts/${draftId}/approve$`)]);
      await page.context().close();
    } finally {
      const removed = await fetch(url(`/v1/proposals/drafts/${draftId}`), { method: 'DELETE', headers: { Authorization: `Bearer ${admin.signed.token}` } });
      expect(removed.status).toBe(200);
      await admin.page.context().close();
    }
  }, 180_000);
});
