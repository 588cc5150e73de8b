import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { atomProblems, icalendarProblems } from '../fixtures/feedRules';
import { launchBrowser, newContext } from './support/browser';

/**
 * Issue 17, feeds and calendars, on the whole local stack (the devnet scenario indexed): the
 * Proposal and GC pages announce their feeds in the HTML the origin serves (no JavaScript needed),
 * each announced feed answers valid Atom or iCalendar with the scenario's agendas and activities,
 * and the Proposal page shows its Subscribe links.
 */

const url = (path: string) => `${inject('stackUrl')}${path}`;

/** The `<link rel="alternate">` tags of a served page's head, as a crawler reads them. */
async function announcedFeeds(path: string): Promise<{ type: string; href: string; title: string }[]> {
  const html = await (await fetch(url(path))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)">/g)].map(([, type, title, href]) => ({ type: type!, title: title!, href: href! }));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('feeds and calendars', () => {
  it('are announced in the served HTML of the Proposal pages, and answer valid Atom and iCalendar with the agendas', async () => {
    for (const path of ['/Proposal', '/Proposal/List', '/Proposal/Detail?id=3']) {
      expect((await announcedFeeds(path)).map((f) => [f.type, f.href]), path).toEqual([
        ['application/atom+xml', '/v1/feeds/agendas.atom'],
        ['text/calendar', '/v1/feeds/agendas.ics'],
      ]);
    }
    const atom = await fetch(url('/v1/feeds/agendas.atom'));
    expect(atom.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(atom.headers.get('Cache-Control')).toMatch(/^public, /);
    const { problems, feed } = atomProblems(await atom.text());
    expect(problems).toEqual([]);
    // The scenario's agendas in every state: each kind of moment is told, linking the stack's own pages.
    const kinds = new Set(feed!.entries.map((e) => e.id.replace(/^.*:agenda-\d+-/, '')));
    expect(['published', 'voting-started', 'closed'].filter((kind) => !kinds.has(kind))).toEqual([]);
    expect(feed!.entries.length).toBe(50);
    expect(feed!.entries.every((e) => e.link.startsWith(url('/Proposal/Detail?id=')))).toBe(true);

    const ics = await fetch(url('/v1/feeds/agendas.ics'));
    expect(ics.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const calendar = icalendarProblems(await ics.text());
    expect(calendar.problems).toEqual([]);
    expect(calendar.events.filter((e) => /^agenda-\d+-voting@127\.0\.0\.1$/.test(e['UID']!)).length).toBeGreaterThanOrEqual(45);
  });

  it('are announced on the GC pages, the activity feed valid for all councils and for one', async () => {
    for (const path of ['/GC', '/GC/Detail?id=2', '/GC/ActivityDetail?id=1']) {
      expect((await announcedFeeds(path)).map((f) => [f.type, f.href]), path).toEqual([['application/atom+xml', '/v1/feeds/activities.atom']]);
    }
    const all = atomProblems(await (await fetch(url('/v1/feeds/activities.atom'))).text());
    expect(all.problems).toEqual([]);
    expect(all.feed!.entries.length).toBeGreaterThan(0);
    const first = all.feed!.entries[0]!;
    const activityId = Number(first.link.match(/id=(\d+)$/)![1]);
    const detail = (await (await fetch(url(`/v1/activities/${activityId}`))).json()) as { result: { council: { id: number } } };
    const one = atomProblems(await (await fetch(url(`/v1/feeds/activities.atom?gc=${detail.result.council.id}`))).text());
    expect(one.problems).toEqual([]);
    expect(one.feed!.entries.map((e) => e.id)).toContain(first.id);
  });

  it('shows Subscribe links on the Proposal page, and the page head keeps the announced feeds', async () => {
    const { context } = await newContext(browser, { width: 1440, height: 900 });
    const page = await context.newPage();
    await page.goto(url('/Proposal'));
    await expect.poll(() => page.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('/v1/feeds/agendas.atom');
    expect(await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe('/v1/feeds/agendas.ics');
    expect(await page.locator('head link[rel="alternate"][type]').evaluateAll((links) => links.map((l) => l.getAttribute('type')))).toEqual(['application/atom+xml', 'text/calendar']);
    await context.close();
  });

  it('on a Korean page announces and links the feeds with ?lang=ko, and they answer in Korean', async () => {
    for (const path of ['/ko/Proposal', '/ko/Proposal/Detail?id=3']) {
      expect((await announcedFeeds(path)).map((f) => [f.type, f.href]), path).toEqual([
        ['application/atom+xml', '/v1/feeds/agendas.atom?lang=ko'],
        ['text/calendar', '/v1/feeds/agendas.ics?lang=ko'],
      ]);
    }
    expect((await announcedFeeds('/ko/GC')).map((f) => f.href)).toEqual(['/v1/feeds/activities.atom?lang=ko']);
    const { context } = await newContext(browser, { width: 1440, height: 900 });
    const page = await context.newPage();
    await page.goto(url('/ko/Proposal'));
    await expect.poll(() => page.getByRole('link', { name: 'RSS 피드' }).getAttribute('href')).toBe('/v1/feeds/agendas.atom?lang=ko');
    expect(await page.getByRole('link', { name: '캘린더에 추가' }).getAttribute('href')).toBe('/v1/feeds/agendas.ics?lang=ko');
    expect(await page.locator('head link[rel="alternate"][type]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
      '/v1/feeds/agendas.atom?lang=ko',
      '/v1/feeds/agendas.ics?lang=ko',
    ]);
    await context.close();

    const { problems, feed } = atomProblems(await (await fetch(url('/v1/feeds/agendas.atom?lang=ko'))).text());
    expect(problems).toEqual([]);
    expect(feed!.title).toBe('Governance Council Portal: 안건');
    expect(feed!.entries.length).toBe(50);
    expect(feed!.entries.every((e) => e.link.startsWith(url('/ko/Proposal/Detail?id=')) && /^안건 #\d+ /.test(e.title))).toBe(true);
    const calendar = icalendarProblems(await (await fetch(url('/v1/feeds/agendas.ics?lang=ko'))).text());
    expect(calendar.problems).toEqual([]);
    expect(calendar.events.filter((e) => e['SUMMARY']!.startsWith('투표: ')).length).toBeGreaterThanOrEqual(45);
  });
});

