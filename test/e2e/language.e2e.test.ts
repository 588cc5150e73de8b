import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { clickWhenHydrated, launchBrowser, newContext, SETTINGS_HINT_SEEN, VIEWPORTS } from './support/browser';

const url = (path: string) => `${inject('stackUrl')}${path}`;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the language of a page', () => {
  it('serves each public page prerendered in Korean under /ko, with lang and hreflang', async () => {
    const response = await fetch(url('/ko/Proposal/Detail?id=1'));
    const html = await response.text();
    expect(html).toMatch(/<html lang="ko"/);
    expect(html).toContain('<link rel="alternate" hreflang="en" href="/Proposal/Detail">');
    expect(html).toContain('<link rel="alternate" hreflang="ko" href="/ko/Proposal/Detail">');
    expect(html).toContain('거버넌스 카운슬');
    const english = await (await fetch(url('/Proposal/Detail?id=1'))).text();
    expect(english).toMatch(/<html lang="en"/);
    expect(english).not.toContain('거버넌스 카운슬');
  });

  it('follows a Korean browser to /ko, keeps an explicit Korean URL for an English one, and links stay in the language', async () => {
    const korean = await newContext(browser, VIEWPORTS.desktop, { locale: 'ko-KR' });
    const page = await korean.context.newPage();
    await page.goto(url('/GC'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ko/GC');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    await clickWhenHydrated(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '투표' }));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ko/Proposal');
    await korean.context.close();

    const english = await newContext(browser, VIEWPORTS.desktop, { locale: 'en-US' });
    const shared = await english.context.newPage();
    await shared.goto(url('/ko/Treasury'));
    await shared.getByRole('navigation', { name: '주 메뉴' }).waitFor();
    expect(new URL(shared.url()).pathname).toBe('/ko/Treasury');
    await english.context.close();
  });

  for (const [name, viewport] of [['desktop', VIEWPORTS.desktop], ['phone', VIEWPORTS.mobile]] as const) {
    it(`is chosen in the settings and kept (${name})`, async () => {
      const { context } = await newContext(browser, viewport, { locale: 'en-US' });
      await context.addInitScript((key) => localStorage.setItem(key, '1'), SETTINGS_HINT_SEEN);
      const page = await context.newPage();
      await page.goto(url('/Status'));
      const opener = name === 'desktop' ? page.getByRole('button', { name: 'Settings' }) : page.getByRole('button', { name: 'Menu' });
      await clickWhenHydrated(opener);
      await page.getByRole('group', { name: 'Language' }).getByLabel('한국어').check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/ko/Status');
      expect(await page.evaluate(() => localStorage.getItem('portal:language'))).toBe('ko');

      // Saved: an English link now opens in Korean, and English is chosen back the same way.
      await page.goto(url('/Home'));
      await expect.poll(() => new URL(page.url()).pathname).toBe('/ko/Home');
      await clickWhenHydrated(name === 'desktop' ? page.getByRole('button', { name: '설정' }) : page.getByRole('button', { name: '메뉴' }));
      await page.getByRole('group', { name: '언어' }).getByLabel('English').check();
      await page.getByRole('button', { name: '저장' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/Home');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await context.close();
    });
  }
});
