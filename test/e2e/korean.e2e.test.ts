import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { devnetPrivateKey } from '@portal/devnet/src/accounts';
import { heldAnswers, launchBrowser, newContext, pageScrollsSideways, SETTINGS_HINT_SEEN, seriousAxeViolations, VIEWPORTS, whenStill } from './support/browser';
import { localStack, signInAs } from './support/session';

/**
 * The public pages in Korean (issue 27): every word on screen comes from the Korean catalogue except
 * what is data (council names, agenda titles, forum excerpts, addresses), which the test learns from
 * the API answers the page itself received; Korean text is never cut; axe finds nothing serious in
 * either theme.
 */
const stack = localStack();
const url = (path: string) => `${stack.url}${path}`;

/**
 * Names, units and abbreviations that are the same in both languages: brands, the network's and its
 * contracts' names (CnStaking, CL pools, transaction types), standards (KIP, KGP) and formats.
 */
const SAME_IN_BOTH = new Set([
  ...['GC', 'API', 'CSV', 'PDF', 'URL', 'KGP', 'KIP', 'SNS', 'KLAY', 'KAIA', 'KCF', 'KFF', 'KEF', 'KIF', 'Kaia', 'Klaytn', 'Finder', 'Scope'],
  ...['PNG', 'JPEG', 'JPG', 'SVG', 'MB', 'KB'],
  ...['Atom', 'iCal', 'iCalendar', 'APY', 'TPS', 'FDV', 'ID', 'No', 'UTC', 'KST', 'AM', 'PM', 'PC', 'JSON', 'English', 'Kairos', 'Cypress', 'Baobab', 'Mainnet', 'Testnet'],
  ...['GitHub', 'Telegram', 'Medium', 'Twitter', 'Discord', 'YouTube', 'Instagram', 'LinkedIn', 'Facebook', 'Reddit'],
  ...['CnStaking', 'CL', 'EthereumDynamicFee', 'EthereumAccessList', 'LegacyTransaction'],
]);
/** A word as the screen check splits text: letters, with inner apostrophes and hyphens (not dots: "docs.example" is two). */
const WORD = /[A-Za-z][A-Za-z'’-]*/g;

const PAGES = ['/ko/Home', '/ko/GC/Detail?id=1', '/ko/Proposal/Detail?id=50', '/ko/Status', '/ko/Treasury'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every word of an API answer into `words`. */
function collectWords(value: unknown, words: Set<string>): void {
  if (typeof value === 'string') for (const word of value.match(WORD) ?? []) words.add(word.replace(/['’-]+$/, ''));
  else if (Array.isArray(value)) for (const item of value) collectWords(item, words);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectWords(item, words);
}

/** The answers still being read into a page's data words: a screen is judged once they are in. */
const readingAnswers = new WeakMap<Set<string>, Promise<void>[]>();

/** Every word of the API answers the page received: data, shown as it is stored. */
function recordDataWords(page: Page): Set<string> {
  const words = new Set<string>();
  const reading: Promise<void>[] = [];
  readingAnswers.set(words, reading);
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/v1/')) return;
    reading.push(
      response.json().then(
        (answer: unknown) => collectWords(answer, words),
        // Not JSON (a feed, a file): nothing on screen comes from it.
        () => undefined,
      ),
    );
  });
  return words;
}

/** English words on screen that are neither data nor the same in both languages. */
async function englishOnScreen(page: Page, dataWords: Set<string>): Promise<string[]> {
  // An answer that arrived just now is read before the screen that shows it is judged.
  await Promise.all(readingAnswers.get(dataWords) ?? []);
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      if (element.closest('script,style,[hidden],[aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      out.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const left = new Set<string>();
  for (const text of texts) {
    if (/^0x[0-9a-fA-F]+/.test(text)) continue;
    for (const word of text.match(WORD) ?? []) {
      const bare = word.replace(/['’-]+$/, '');
      if (bare.length < 2 || SAME_IN_BOTH.has(bare) || dataWords.has(bare)) continue;
      left.add(`${bare} (in "${text.slice(0, 60)}")`);
    }
  }
  return [...left];
}

/** Korean text whose box cuts it (an element narrower than its text that hides the rest). */
function cutKoreanText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const text = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('');
        if (!/[\uAC00-\uD7A3]/.test(text)) return false;
        const style = getComputedStyle(element);
        // Text kept for screen readers only (a 1 px clipped box) is not text cut on screen.
        if (element.clientWidth <= 1 || element.clientHeight <= 1) return false;
        const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        return hides && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => (element.textContent ?? '').trim().slice(0, 60)),
  );
}

/** The page is in Korean: `lang`, no English but names and data, no Korean cut, no sideways scroll. */
async function expectKoreanScreen(page: Page, dataWords: Set<string>): Promise<void> {
  // A page served from its snapshot holds the API's answers in its data block instead of asking for them.
  collectWords(await heldAnswers(page), dataWords);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
  expect(await englishOnScreen(page, dataWords)).toEqual([]);
  expect(await cutKoreanText(page)).toEqual([]);
  expect(await pageScrollsSideways(page)).toBe(false);
}

describe('the portal in Korean', () => {
  for (const [name, viewport] of [['1440', VIEWPORTS.desktop], ['390', { width: 390, height: 844 }]] as const) {
    for (const path of PAGES) {
      it(`${path} at ${name} px: Korean only, nothing cut, nothing sideways`, async () => {
        const { context } = await newContext(browser, viewport, { locale: 'ko-KR' });
        await context.addInitScript((key) => localStorage.setItem(key, '1'), SETTINGS_HINT_SEEN);
        const page = await context.newPage();
        const dataWords = recordDataWords(page);
        await page.goto(url(path));
        await page.waitForLoadState('networkidle');
        await whenStill(page);
        await expectKoreanScreen(page, dataWords);
        await context.close();
      });
    }
  }

  // A council admin's My Page: its council's editor, and the profile dialog it opens (desktop only:
  // a phone gets the mobile notice instead of the controls, in Korean too).
  for (const [name, viewport] of [['1440', VIEWPORTS.desktop], ['390', { width: 390, height: 844 }]] as const) {
    it(`a council admin's My Page editor at ${name} px: Korean only, nothing cut, nothing sideways, axe in both themes`, async () => {
      const { context } = await newContext(browser, viewport, { locale: 'ko-KR' });
      await context.addInitScript((key) => localStorage.setItem(key, '1'), SETTINGS_HINT_SEEN);
      const page = await context.newPage();
      const dataWords = recordDataWords(page);
      await signInAs(page, stack, devnetPrivateKey('council-1/admin'), { path: '/ko/MyPage/GC?id=1' });
      await page.waitForLoadState('networkidle');
      await whenStill(page);
      await expectKoreanScreen(page, dataWords);
      if (name === '1440') {
        await page.getByRole('heading', { name: '매니저 목록' }).waitFor();
        await page.getByRole('button', { name: '프로필 수정' }).click();
        const dialog = page.getByRole('dialog', { name: '프로필 수정' });
        await dialog.waitFor();
        await whenStill(page);
        expect(await englishOnScreen(page, dataWords)).toEqual([]);
        expect(await cutKoreanText(page)).toEqual([]);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      for (const theme of ['dark', 'light'] as const) {
        await page.evaluate((value) => localStorage.setItem('portal:theme', value), theme);
        await page.reload();
        await page.waitForLoadState('networkidle');
        await whenStill(page);
        expect(await seriousAxeViolations(page), theme).toEqual([]);
      }
      await context.close();
    });
  }

  for (const theme of ['dark', 'light'] as const) {
    it(`passes axe in Korean in the ${theme} theme`, async () => {
      const { context } = await newContext(browser, VIEWPORTS.desktop, { locale: 'ko-KR' });
      await context.addInitScript(([key, value]) => {
        localStorage.setItem(key!, '1');
        localStorage.setItem('portal:theme', value!);
      }, [SETTINGS_HINT_SEEN, theme]);
      const page = await context.newPage();
      for (const path of PAGES) {
        await page.goto(url(path));
        await page.waitForLoadState('networkidle');
        await whenStill(page);
        expect(await seriousAxeViolations(page), path).toEqual([]);
      }
      await context.close();
    });
  }
});
