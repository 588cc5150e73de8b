import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { pngImage } from '../fixtures/uploadFiles';
import { launchBrowser, newContext, SETTINGS_HINT_SEEN, whenHydrated } from './support/browser';
import { expectRing, focused, type Focused, stopOf, tabTo } from './support/keyboard';
import { localStack, signInAs } from './support/session';

/**
 * Issue 27, "every admin form works with the keyboard alone, with visible focus": a site admin,
 * signed in once, goes through the admin area's forms with Tab, Shift+Tab, Enter, Space, Escape and
 * the arrows only — no click anywhere. At every Tab stop the control shows its focus ring, focus
 * moves on (never stuck, never dropped to <body>) and stays in an open dialog; checkboxes, radios,
 * selects, typed dates and file pickers are worked by keys; dialogs close on Escape and give focus
 * back to what opened them, or to the nearest control left when that is gone. Add GC, Edit Links, an
 * activity, a council member, a release note and a site manager are saved by keyboard and read back
 * through the page or the API; the records are the file's own (a new council, unique names) and are
 * removed again by keyboard. The treasury, contract and agenda draft forms are worked without
 * saving: other files read the seeded treasury, ranking and draft lists.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;
const unique = Date.now().toString(36).slice(-6);
const started = performance.now();

const named = (name: string | RegExp, tag?: string) => (f: Focused) => (typeof name === 'string' ? f.name === name : name.test(f.name)) && (tag === undefined || f.tag === tag);
const button = (name: string | RegExp) => named(name, 'button');

type Step = { at: (f: Focused) => boolean; then?: (f: Focused) => Promise<void> };

/**
 * Tabs forward through a form to each step's control in turn and does the step there. Every stop on
 * the way must show its ring, be another control than the one before (focus is not stuck) and, with
 * `dialog`, be inside that dialog. Returns the stops, for messages.
 */
async function walk(page: Page, steps: Step[], { dialog, limit = 40 }: { dialog?: string; limit?: number } = {}): Promise<string[]> {
  const stops: string[] = [];
  let previous = await focused(page);
  for (const step of steps) {
    let reached = false;
    for (let i = 0; i < limit && !reached; i++) {
      await page.keyboard.press('Tab');
      const now = await expectRing(page);
      expect(now.id, `Tab moved on from ${stopOf(previous)} (went through ${stops.join(' | ')})`).not.toBe(previous?.id);
      if (dialog !== undefined) expect(now.dialog, `${stopOf(now)} is in the dialog`).toBe(dialog);
      stops.push(stopOf(now));
      if (step.at(now)) {
        reached = true;
        await step.then?.(now);
      }
      previous = (await focused(page)) ?? now;
    }
    if (!reached) throw new Error(`never reached the next control; went through ${stops.join(' | ')}`);
  }
  return stops;
}

/** Types into the focused field (what a step does at a text field). */
const type = (page: Page, text: string) => async () => {
  await page.keyboard.type(text);
  expect((await focused(page))?.value).toContain(text);
};

/** Opens the focused file input's picker with a key and chooses `file` in it. */
async function chooseByKey(page: Page, key: 'Enter' | 'Space', file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), page.keyboard.press(key)]);
  await chooser.setFiles(file);
}

/** Waits until focus is in the dialog named `name` (a dialog takes focus as it opens). */
async function focusIn(page: Page, name: string) {
  await expect.poll(async () => (await focused(page))?.dialog).toBe(name);
}

/** Waits until focus is back on the control named `name`, outside any dialog, with its ring. */
async function focusBackOn(page: Page, name: string | RegExp) {
  await expect.poll(async () => (await focused(page))?.name).toMatch(typeof name === 'string' ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : name);
  expect(await expectRing(page)).toMatchObject({ dialog: null });
}

/**
 * Waits until focus is on a control of the page, outside any dialog (a dialog closed, and what opened
 * it may be gone), and checks its ring: focus was not dropped to <body>.
 */
async function focusOnPage(page: Page): Promise<Focused> {
  await expect.poll(async () => {
    const now = await focused(page);
    return now && now.dialog === null ? 'on the page' : stopOf(now);
  }).toBe('on the page');
  return expectRing(page);
}

/** Tabs (forward, or back) to a control of the dialog `dialog`, and presses a key on it. */
async function pressIn(page: Page, dialog: string, wanted: (f: Focused) => boolean, key: string, { back = false } = {}) {
  const reached = await tabTo(page, (f) => f.dialog === dialog && wanted(f), { back, limit: 30 });
  expect(reached.dialog).toBe(dialog);
  await page.keyboard.press(key);
}

describe('Admin forms by keyboard alone', () => {
  let browser: Browser;
  let page: Page;
  let councilId = 0;
  let token = '';
  /** A signed-in read, as the page's session: the saved result as the server keeps it. */
  const read = async <T,>(path: string): Promise<T> => {
    const answer = await fetch(url(path), { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status, `GET ${path}`).toBe(200);
    return ((await answer.json()) as { result: T }).result;
  };
  const councilName = `Keys ${unique}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context } = await newContext(browser);
    await context.addInitScript((key) => localStorage.setItem(key, '1'), SETTINGS_HINT_SEEN);
    page = await context.newPage();
    // The page's live token, from its last signed-in call: each load's session restore rotates it.
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (auth?.startsWith('Bearer ')) token = auth.slice('Bearer '.length);
    });
    // File choosers stay intercepted for the page's whole life: a listener added just before the key
    // (waitForEvent alone) turns interception on asynchronously, and a key that won the race opened a
    // native picker that never came back.
    page.on('filechooser', () => {});
    await signInAs(page, stack, devnetPrivateKey('site-admin'), { path: '/MyPage?tab=GC_LIST' });
  });
  afterAll(async () => {
    await browser?.close();
    console.log(`adminKeyboard.e2e: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });

  it('Add GC: Tab reaches every control with its ring; Space picks a category, an arrow the status, Space opens the thumbnail picker and Remove gives focus back to it; Enter saves the draft', async () => {
    await whenHydrated(page.getByRole('button', { name: 'Add GC' }));
    await tabTo(page, button('Add GC'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/MyPage\/AddGC$/);
    await whenHydrated(page.getByRole('textbox', { name: /^GC Name/ }));

    await tabTo(page, named('GC Name', 'input'));
    await page.keyboard.type(councilName);
    const stops = await walk(page, [
      {
        at: named('Thumbnail', 'input'),
        then: async () => {
          await chooseByKey(page, 'Space', { name: 'keys.png', mimeType: 'image/png', buffer: pngImage(240, 240, { shade: 0x24 }) });
          await page.getByText(/^keys\.png \(/).waitFor();
          // Focus stays on the picker, its ring drawn by the drop zone it covers.
          expect(await expectRing(page)).toMatchObject({ name: 'Thumbnail', type: 'file' });
        },
      },
      {
        // Remove goes with the file it removes: focus comes back to the picker, which takes a file again.
        at: button('Remove'),
        then: async () => {
          await page.keyboard.press('Enter');
          await page.getByText(/^keys\.png \(/).waitFor({ state: 'detached' });
          expect(await expectRing(page)).toMatchObject({ name: 'Thumbnail', type: 'file' });
          await chooseByKey(page, 'Enter', { name: 'keys.png', mimeType: 'image/png', buffer: pngImage(240, 240, { shade: 0x24 }) });
          await page.getByText(/^keys\.png \(/).waitFor();
        },
      },
      {
        at: (f) => f.type === 'checkbox',
        then: async (f) => {
          expect(f.checked).toBe(false);
          await page.keyboard.press('Space');
          expect(await focused(page)).toMatchObject({ name: f.name, checked: true });
        },
      },
      { at: named('Short Introduction', 'textarea'), then: type(page, 'Runs validators, typed with keys') },
      { at: named('Description', 'textarea'), then: type(page, 'A council added with the keyboard alone.') },
      { at: named('Node Address', 'input'), then: type(page, '0x00000000000000000000000000000000000000a7') },
      {
        at: named('Status', 'select'),
        then: async (f) => {
          expect(f.value).toBe('OnBoarding');
          await page.keyboard.press('ArrowUp');
          expect((await focused(page))?.value).toBe('New');
        },
      },
      { at: named('Website 1', 'input'), then: type(page, 'https://keys.example.org') },
      { at: button('Add website') },
      { at: button('Cancel') },
      { at: button('Save Draft') },
    ]);
    // Every category box was a stop of its own between the picker and the introduction.
    expect(stops.filter((s) => s.startsWith('input[checkbox]')).length).toBeGreaterThan(1);
    await page.keyboard.press('Enter');

    await focusIn(page, 'Save complete');
    await pressIn(page, 'Save complete', button('OK'), 'Enter');
    await page.waitForURL(/\/MyPage\/GC\?id=\d+$/);
    councilId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('heading', { name: councilName }).waitFor();
    await page.locator('a[href="https://keys.example.org"]').first().waitFor();
    await page.getByText('Runs validators, typed with keys').waitFor();
    expect(await page.locator('img[src^="/uploads/councilThumbnail/"]').count()).toBeGreaterThan(0);
  });

  it('a council’s Edit Links: rows added with Enter, an SNS type chosen with an arrow, saved with Enter; the notice closes on Escape and focus is back on Edit Links', async () => {
    expect(councilId).toBeGreaterThan(0);
    await whenHydrated(page.getByRole('button', { name: 'Edit Links' }));
    await tabTo(page, button('Edit Links'));
    await page.keyboard.press('Enter');
    const dialog = 'Edit Links';
    await focusIn(page, dialog);

    await walk(page, [{ at: named('Website 1', 'input') }, { at: button('Remove website 1') }, { at: button('Add website'), then: () => page.keyboard.press('Enter') }], { dialog });
    // The new field comes before the button that added it.
    await tabTo(page, (f) => f.dialog === dialog && f.name === 'Website 2', { back: true });
    await page.keyboard.type('https://docs.keys.example.org');
    await walk(page, [{ at: button('Remove website 2') }, { at: button('Add website') }, { at: button('Add community'), then: () => page.keyboard.press('Space') }], { dialog });
    await tabTo(page, (f) => f.dialog === dialog && f.name === 'Community 1 type', { back: true });
    expect((await focused(page))?.value).toBe('');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page))?.value).not.toBe('');
    await walk(
      page,
      [
        { at: named('Community 1 title', 'input'), then: type(page, 'Forum') },
        { at: named('Community 1 URL', 'input'), then: type(page, 'https://forum.keys.example.org') },
        { at: button('Remove community 1') },
        { at: button('Add community') },
        { at: button('Cancel') },
        { at: button('Save'), then: () => page.keyboard.press('Enter') },
      ],
      { dialog },
    );

    await focusIn(page, 'Save complete');
    await page.keyboard.press('Escape');
    await focusBackOn(page, 'Edit Links');
    await page.locator('a[href="https://docs.keys.example.org"]').first().waitFor();
    await page.locator('a[href="https://forum.keys.example.org"]').first().waitFor();
  });

  it('the council’s other dialogs: Escape closes Edit Description; in Edit GC Information an arrow sets the status and Space frees a date that is then typed, Tab wraps inside, Enter saves (read back), Escape on the notice gives focus back', async () => {
    await tabTo(page, button('Edit Description'));
    await page.keyboard.press('Enter');
    await focusIn(page, 'Edit Description');
    await page.keyboard.press('Escape');
    await focusBackOn(page, 'Edit Description');

    await tabTo(page, button('Edit'));
    await page.keyboard.press('Enter');
    const dialog = 'Edit GC Information';
    await focusIn(page, dialog);
    await walk(
      page,
      [
        { at: named('GC Name', 'input') },
        {
          at: named('Status', 'select'),
          then: async (f) => {
            expect(f.value).toBe('New');
            await page.keyboard.press('ArrowDown');
            expect((await focused(page))?.value).toBe('OnBoarding');
          },
        },
        { at: named('Node Address', 'input') },
        // The joined date is off while "none" is checked: Tab passes it by.
        {
          at: named('Joined date: none', 'input'),
          then: async (f) => {
            expect(f.checked).toBe(true);
            await page.keyboard.press('Space');
            expect((await focused(page))?.checked).toBe(false);
          },
        },
      ],
      { dialog },
    );
    await tabTo(page, (f) => f.dialog === dialog && f.name === 'Joined date', { back: true });
    await page.keyboard.type('2026-05-02');
    expect((await focused(page))?.value).toBe('2026-05-02');
    // A joined date would publish the draft (and a published council cannot be removed): "none" again.
    await walk(
      page,
      [
        {
          at: named('Joined date: none', 'input'),
          then: async () => {
            await page.keyboard.press('Space');
            expect((await focused(page))?.checked).toBe(true);
          },
        },
        { at: named('Resigned date: none', 'input') },
        { at: button('Cancel') },
        { at: button('Save') },
      ],
      { dialog },
    );
    // Tab on the last control goes round to the first, inside the dialog, and Shift+Tab back to Save.
    await page.keyboard.press('Tab');
    expect((await expectRing(page)).dialog).toBe(dialog);
    await page.keyboard.press('Shift+Tab');
    expect(await expectRing(page)).toMatchObject({ dialog, name: 'Save' });
    await page.keyboard.press('Enter');
    await focusIn(page, 'Save complete');
    await page.keyboard.press('Escape');
    await focusBackOn(page, 'Edit');
    expect((await read<{ council: unknown }>(`/v1/councils/${councilId}/admin`)).council).toMatchObject({ joined_at: null, site_conf: { status: 'OnBoarding' } });
  });

  it('an activity: the thumbnail and CSV pickers opened with keys, the attachment type and contract list by arrows, saved and read back; focus is back on Add an Activity, and on the panel after a delete', async () => {
    const title = `Keyboard workshop ${unique}`;
    await page.goto(url(`/MyPage/GC/Activity?cid=${councilId}`));
    await whenHydrated(page.getByRole('button', { name: 'Add an Activity' }));
    await tabTo(page, button('Add an Activity'));
    await page.keyboard.press('Enter');
    const dialog = 'Add an Activity';
    await focusIn(page, dialog);
    const contract = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
    await walk(
      page,
      [
        { at: named('Title', 'input'), then: type(page, title) },
        { at: named('Content', 'textarea'), then: type(page, 'Typed with **keys** only.') },
        {
          at: named(/^Thumbnail/, 'input'),
          then: async () => {
            await chooseByKey(page, 'Enter', { name: 'cover.png', mimeType: 'image/png', buffer: pngImage(816, 436) });
            expect(await focused(page)).toMatchObject({ type: 'file', dialog });
          },
        },
        // The detail starts open: Enter folds it and unfolds it again, focus staying on the button.
        {
          at: button('Hide detail'),
          then: async () => {
            await page.keyboard.press('Enter');
            await expect.poll(async () => (await focused(page))?.name).toBe('Show detail');
            await page.getByTestId('attachment-1').waitFor({ state: 'detached' });
            await page.keyboard.press('Enter');
            await expect.poll(async () => (await focused(page))?.name).toBe('Hide detail');
            expect((await expectRing(page)).dialog).toBe(dialog);
          },
        },
        {
          at: named(/^Type 1/, 'select'),
          then: async (f) => {
            expect(f.value).toBe('link');
            await page.keyboard.press('ArrowDown');
            expect((await focused(page))?.value).toBe('file');
            await page.keyboard.press('ArrowUp');
            expect((await focused(page))?.value).toBe('link');
          },
        },
        { at: named('Title 1', 'input'), then: type(page, 'Plan') },
        { at: named('URL 1', 'input'), then: type(page, 'https://keys.example.org/plan') },
        { at: button('Add a link or file') },
        {
          at: (f) => f.type === 'radio',
          then: async (f) => {
            expect(f).toMatchObject({ name: 'Manual', checked: true });
            await page.keyboard.press('ArrowRight');
            expect(await focused(page)).toMatchObject({ name: 'CSV', checked: true });
          },
        },
        {
          at: named(/^CSV file/, 'input'),
          then: async () => {
            await chooseByKey(page, 'Space', { name: 'contracts.csv', mimeType: 'text/csv', buffer: Buffer.from(`${contract(0xb1)},${contract(0xb2)}\n`) });
            await page.getByText('contracts.csv: 2 addresses').waitFor();
          },
        },
        { at: button('Download sample CSV') },
        { at: button('Cancel') },
        { at: button('Preview') },
        { at: button('Save'), then: () => page.keyboard.press('Enter') },
      ],
      { dialog },
    );
    await page.getByText('The activity is successfully posted.').waitFor({ timeout: 20_000 });
    await focusBackOn(page, 'Add an Activity');
    const row = page.getByTestId('council-activity').filter({ hasText: title });
    await row.waitFor();
    expect(await row.locator('img').count()).toBe(1);
    const saved = (await read<{ items: { title: string; contracts: string[]; csv_filename: string | null; attachments: unknown[] }[] }>(`/v1/councils/${councilId}/activity?page=1`)).items.find((a) => a.title === title);
    expect(saved).toMatchObject({ csv_filename: 'contracts.csv', attachments: [{ type: 'url', title: 'Plan', url: 'https://keys.example.org/plan' }] });
    expect(saved!.contracts.map((c) => c.toLowerCase())).toEqual([contract(0xb1), contract(0xb2)]);

    // Delete: the confirmation starts on Cancel; Tab, Enter deletes. The row and its buttons go, and
    // focus goes to the panel rather than being dropped.
    await tabTo(page, button(`Delete ${title}`));
    await page.keyboard.press('Enter');
    await focusIn(page, 'Delete');
    expect(await focused(page)).toMatchObject({ name: 'Cancel' });
    await pressIn(page, 'Delete', button('Delete'), 'Enter');
    await page.getByText('Delete complete').waitFor({ timeout: 20_000 });
    await row.waitFor({ state: 'detached' });
    // The list is empty now: the panel's next control is Add an Activity.
    expect((await focusOnPage(page)).name).toBe('Add an Activity');
  });

  it('NEW VOTING AGENDA: every field reached by Tab, the selects chosen with an arrow, a tag with Space, until Save Draft can be pressed', async () => {
    await page.goto(url('/MyPage/NewVoting'));
    await whenHydrated(page.getByRole('textbox', { name: /^Title/ }));
    await tabTo(page, named('Title', 'input'));
    await page.keyboard.type(`Keys agenda ${unique}`);
    const pick = async (f: Focused) => {
      expect(f.value).toBe('');
      await page.keyboard.press('ArrowDown');
      expect((await focused(page))?.value).not.toBe('');
    };
    await walk(page, [
      { at: named('Subtitle', 'input') },
      { at: named('KGP', 'input'), then: type(page, '77') },
      { at: named('Proposer', 'select'), then: pick },
      {
        at: named('Transaction type', 'select'),
        then: async (f) => {
          await pick(f);
          expect((await focused(page))?.value).toBe('1');
        },
      },
      { at: named('Preparation period', 'select'), then: pick },
      { at: named('Voting period', 'select'), then: pick },
      { at: named('Context and proposal', 'textarea'), then: type(page, 'Why and how, typed.') },
      { at: named('Forum link', 'input'), then: type(page, 'https://govforum.example.org/t/77') },
      { at: named('Link 1 title', 'input') },
      { at: named('Link 3 URL', 'input') },
      {
        at: (f) => f.type === 'checkbox',
        then: async () => {
          await page.keyboard.press('Space');
          expect((await focused(page))?.checked).toBe(true);
        },
      },
      { at: button('Preview') },
      { at: button('Save Draft') },
    ]);
  });

  it('the treasury label editor: a payment chosen with Space, the KGP typed, the label moved by an arrow, Apply reached; Cancel keeps focus on the payment', async () => {
    await page.goto(url('/MyPage?tab=TREASURY'));
    const table = page.getByTestId('treasury-editor-table');
    await table.waitFor();
    await whenHydrated(table.getByRole('radio').first());
    await tabTo(page, named('Fund', 'select'));
    // The form's fields are off until a payment is chosen: Tab goes from the toolbar to the table.
    const stops = await walk(page, [{ at: button('Sync Data') }, { at: (f) => f.type === 'radio' && f.name.startsWith('Select the transaction of ') }]);
    expect(stops.some((s) => s.startsWith('input[text]:KGP'))).toBe(false);
    const row = (await focused(page))!;
    await page.keyboard.press('Space');
    expect(await focused(page)).toMatchObject({ name: row.name, checked: true });
    await page.getByText(/^Selected: /).waitFor();

    await tabTo(page, named('KGP', 'input'), { back: true });
    await page.keyboard.press('End');
    await page.keyboard.type('9');
    await walk(page, [
      {
        at: (f) => f.type === 'radio',
        then: async (f) => {
          await page.keyboard.press('ArrowRight');
          const moved = (await focused(page))!;
          expect(moved).toMatchObject({ type: 'radio', checked: true });
          expect(moved.name).not.toBe(f.name);
        },
      },
      { at: named('Title', 'input') },
      { at: named('Recipient', 'input') },
      { at: button('Cancel') },
      { at: button('Apply') },
    ]);
    // Cancel drops the changes and turns the form off; focus goes back to the payment's own radio.
    await tabTo(page, button('Cancel'), { back: true });
    await page.keyboard.press('Enter');
    await page.getByText('Select a transaction to edit it.').waitFor();
    await expect.poll(async () => (await focused(page))?.name).toBe(row.name);
    expect(await expectRing(page)).toMatchObject({ type: 'radio', checked: false });
    expect(await page.getByRole('textbox', { name: 'KGP' }).inputValue()).toBe('');
  });

  it('the contract ranking editor: a card chosen with Space, the new category with an arrow; the Edit Contract dialog worked by keys and closed with Escape', async () => {
    await page.goto(url('/MyPage?tab=CONTRACT_LIST'));
    const first = page.getByTestId('contract-card').first();
    await first.waitFor();
    await whenHydrated(first.getByRole('checkbox'));
    await tabTo(page, named('New category', 'select'));
    await page.keyboard.press('ArrowDown');
    expect((await focused(page))?.value).not.toBe('');
    // Apply is off until a card is chosen: Tab goes on to the first card.
    await walk(page, [{ at: (f) => f.type === 'checkbox' && f.name.startsWith('Select ') }]);
    await page.keyboard.press('Space');
    await page.getByText('1 selected').waitFor();
    await tabTo(page, button('Apply'), { back: true });
    // Not applied (the ranking is other files' data): Space on the card again clears the choice.
    await tabTo(page, (f) => f.type === 'checkbox' && f.checked);
    await page.keyboard.press('Space');
    await page.getByText('0 selected').waitFor();

    const edit = await tabTo(page, (f) => f.tag === 'button' && f.name.startsWith('Edit '));
    await page.keyboard.press('Enter');
    const dialog = 'Edit Contract';
    await focusIn(page, dialog);
    await page.getByTestId('contract-edit-form').waitFor();
    await expect.poll(async () => (await focused(page))?.dialog).toBe(dialog);
    const project = await tabTo(page, (f) => f.dialog === dialog && f.type === 'radio');
    if (project.name === 'GC members') {
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toMatchObject({ name: 'Not GC members', checked: true });
    }
    await walk(page, [{ at: named('Project name', 'input') }, { at: named('Logo', 'input') }, { at: named('Service name', 'input') }, { at: named('Category', 'select') }, { at: button('Cancel') }, { at: button('Save') }], { dialog });
    await page.keyboard.press('Escape');
    await focusBackOn(page, edit.name);
  });

  it('a release note: New, Title, Context and Publish by keyboard; then deleted by keyboard, focus kept on the tab', async () => {
    const title = `Keys release ${unique}`;
    await page.goto(url('/MyPage?tab=RELEASE_NOTE'));
    await whenHydrated(page.getByRole('button', { name: 'New', exact: true }));
    await tabTo(page, button('New'));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'NEW RELEASE NOTE' }).waitFor();
    await whenHydrated(page.getByRole('textbox', { name: /^Title/ }));
    await tabTo(page, named('Title', 'input'));
    await page.keyboard.type(title);
    await walk(page, [{ at: named('Context', 'textarea'), then: type(page, 'Typed with keys.') }, { at: button('Publish'), then: () => page.keyboard.press('Enter') }]);
    await page.getByText('Successfully published.').waitFor();
    const notes = async () => ((await (await fetch(url('/v1/release_note'))).json()) as { result: { id: number; title: string }[] }).result;
    const note = (await notes()).find((n) => n.title === title);
    expect(note).toBeDefined();

    const deleteLabel = `Delete release note #${String(note!.id).padStart(3, '0')}`;
    await whenHydrated(page.getByRole('button', { name: deleteLabel }));
    await tabTo(page, button(deleteLabel));
    await page.keyboard.press('Enter');
    await focusIn(page, 'Delete');
    await pressIn(page, 'Delete', button('Delete'), 'Enter');
    await page.getByText('Successfully deleted.').waitFor();
    await page.getByRole('button', { name: deleteLabel }).waitFor({ state: 'detached' });
    expect((await notes()).some((n) => n.id === note!.id)).toBe(false);
    await focusOnPage(page);
  });

  it('the site operators’ accounts: a manager added with Enter in its address field, the notice closed with Enter on OK, deleted again; focus is never dropped', async () => {
    const address = privateKeyToAddress(generatePrivateKey());
    await page.goto(url('/MyPage?tab=SITE_MANAGER'));
    await whenHydrated(page.getByRole('button', { name: 'Add a Site Manager' }));
    await tabTo(page, button('Add a Site Manager'));
    await page.keyboard.press('Enter');
    const dialog = 'Add a Site Manager';
    await focusIn(page, dialog);
    await walk(page, [{ at: named('Wallet address', 'input'), then: type(page, address) }, { at: button('Cancel') }, { at: button('Save') }], { dialog });
    // Enter in the field submits, as well as on Save.
    await tabTo(page, (f) => f.dialog === dialog && f.name === 'Wallet address', { back: true });
    await page.keyboard.press('Enter');
    await focusIn(page, 'Save complete');
    await pressIn(page, 'Save complete', button('OK'), 'Enter');
    await focusBackOn(page, 'Add a Site Manager');
    // The list shows the address as the server keeps it (its letter case may differ from what was typed).
    const shown = page.getByText(new RegExp(`^${address}$`, 'i'));
    await shown.waitFor();

    await tabTo(page, button(new RegExp(`^Delete ${address}$`, 'i')));
    await page.keyboard.press('Enter');
    await focusIn(page, 'Delete a Site Manager');
    await pressIn(page, 'Delete a Site Manager', button('Delete'), 'Enter');
    await focusIn(page, 'Save complete');
    await shown.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await focusOnPage(page);
  });

  it('the council’s members: an admin added by keyboard (Add is then full) and read back, removed again; focus stays on the panel throughout', async () => {
    const address = privateKeyToAddress(generatePrivateKey());
    await page.goto(url(`/MyPage/GC?id=${councilId}`));
    await whenHydrated(page.getByRole('button', { name: 'Add an admin' }));
    await tabTo(page, button('Add an admin'));
    await page.keyboard.press('Enter');
    const dialog = 'Add Admin Member';
    await focusIn(page, dialog);
    await walk(page, [{ at: named('Wallet address', 'input'), then: type(page, address) }, { at: button('Cancel') }, { at: button('Save'), then: () => page.keyboard.press('Enter') }], { dialog });
    await focusIn(page, 'Save complete');
    await page.keyboard.press('Escape');
    // One admin seat: Add an admin is off now, so focus is on the next control of the panel.
    await page.getByRole('button', { name: 'Add an admin' }).and(page.locator(':disabled')).waitFor();
    const after = await focusOnPage(page);
    expect(after.name).not.toBe('Add an admin');
    const members = async () => JSON.stringify(await read(`/v1/councils/${councilId}/accounts`)).toLowerCase();
    expect(await members()).toContain(address.toLowerCase());

    await tabTo(page, button('Remove'));
    await page.keyboard.press('Enter');
    await focusIn(page, 'Remove a Member');
    await pressIn(page, 'Remove a Member', button('Confirm'), 'Enter');
    await focusIn(page, 'Save complete');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add an admin' }).and(page.locator(':enabled')).waitFor();
    await focusOnPage(page);
    expect(await members()).not.toContain(address.toLowerCase());
  });

  it('the new council goes again: Remove, then Confirm by keyboard', async () => {
    // The members' test ends on the council's page, below its controls: no second load, Shift+Tab up.
    const here = url(`/MyPage/GC?id=${councilId}`);
    if (page.url() !== here) await page.goto(here);
    await whenHydrated(page.getByRole('button', { name: 'Remove', exact: true }));
    await tabTo(page, button('Remove'), { back: true });
    await page.keyboard.press('Enter');
    const dialog = 'Are you sure you want to remove?';
    await focusIn(page, dialog);
    await pressIn(page, dialog, button('Confirm'), 'Enter');
    await page.waitForURL(/\/MyPage$/);
    await page.getByRole('heading', { name: 'Draft', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('gc-card').filter({ hasText: councilName }).count()).toBe(0);
  });
});
