import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { launchBrowser, newContext, SETTINGS_HINT_SEEN, whenHydrated } from './support/browser';
import { expectRing, focused, type Focused, stopOf, tabTo } from './support/keyboard';
import { localStack, signInAs } from './support/session';

/**
 * Issue 27, "every admin form works with the keyboard alone, with visible focus": a site admin,
 * signed in once, goes through the admin area's forms with Tab, Shift+Tab, Enter, Space, Escape and
 * the arrows only — no click anywhere. At every Tab stop the control shows its focus ring, focus
 * moves on (never stuck, never dropped to <body>) and stays in an open dialog; checkboxes, radios and
 * selects are worked by keys; dialogs close on Escape and give focus back to what opened them, or to
 * the nearest control left when that is gone. A release note and a site manager are saved by keyboard,
 * read back and removed again by keyboard (unique names). The treasury, contract and agenda draft
 * forms are worked without saving: other files read the seeded treasury, ranking and draft lists.
 * (Add GC, the council's dialogs, an activity and the members panel are still to come.)
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

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context } = await newContext(browser);
    await context.addInitScript((key) => localStorage.setItem(key, '1'), SETTINGS_HINT_SEEN);
    page = await context.newPage();
    await signInAs(page, stack, devnetPrivateKey('site-admin'), { path: '/MyPage?tab=GC_LIST' });
  });
  afterAll(async () => {
    await browser?.close();
    console.log(`adminKeyboard.e2e: ${((performance.now() - started) / 1000).toFixed(1)} s`);
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

});
