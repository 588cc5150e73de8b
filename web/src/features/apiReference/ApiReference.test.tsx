import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/messages';
import english from '../../i18n/messages/en/apiReference.json';
import ApiReference from './ApiReference';

/** A document as GET /v1/openapi.json serves it, cut to two reads. */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Public API', version: '1.0.0', description: 'Every JSON answer is an envelope: `{ "code": 200, "result": … }`.' },
  tags: [{ name: 'Councils' }, { name: 'Treasury' }],
  paths: {
    '/v1/councils/{cid}': {
      get: {
        tags: ['Councils'],
        summary: 'One council',
        security: [],
        parameters: [{ name: 'cid', in: 'path', required: true, schema: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }, example: 2 }],
        responses: { '200': { content: { 'application/json': {} } } },
      },
    },
    '/v1/financial/download': {
      get: {
        tags: ['Treasury'],
        summary: 'The financial statement as a CSV file',
        security: [],
        parameters: [{ name: 'fund', in: 'query', required: false, schema: { type: 'string', description: 'KCF or KFF, in any case' }, example: 'KCF' }],
        responses: { '200': { content: { 'text/csv; charset=utf-8': {} } } },
      },
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiReference />
    </SWRConfig>,
  );

describe('API reference', () => {
  it('shows each read under its tag with its parameters and a request to paste', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(DOCUMENT)));
    renderPage();
    const council = await screen.findByRole('article', { name: 'GET /v1/councils/{cid}' });
    expect(within(council).getByText('path · required · integer · at least 0')).toBeTruthy();
    expect(within(council).getByText(`curl '${window.location.origin}/v1/councils/2'`)).toBeTruthy();
    const download = screen.getByRole('article', { name: 'GET /v1/financial/download' });
    expect(within(download).getByText('KCF or KFF, in any case')).toBeTruthy();
    expect(within(download).getByText('Answers text/csv; charset=utf-8')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Councils', 'Treasury']);
    expect(within(screen.getByRole('navigation', { name: 'API sections' })).getByRole('link', { name: 'Treasury' }).getAttribute('href')).toBe('#treasury');
    expect(screen.getByRole('link', { name: '/v1/openapi.json' }).getAttribute('href')).toBe('/v1/openapi.json');
  });

  it('says so when the document cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 503, err_msg: 'unavailable' }), { status: 503 }));
    renderPage();
    expect(await screen.findByText('The API reference could not be loaded.')).toBeTruthy();
  });

  it('speaks Korean on a Korean page: its own words, the parameters\' facts, no English sentence of its catalogue', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(DOCUMENT)));
    await act(async () => {
      render(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <LocaleProvider locale="ko">
            <Suspense fallback={null}>
              <ApiReference />
            </Suspense>
          </LocaleProvider>
        </SWRConfig>,
      );
    });
    const council = await screen.findByRole('article', { name: 'GET /v1/councils/{cid}' });
    expect(within(council).getByRole('heading', { name: '매개변수' })).toBeTruthy();
    expect(within(council).getByText('path · 필수 · integer · 0 이상')).toBeTruthy();
    expect(screen.getByText('응답 형식: text/csv; charset=utf-8')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'API 항목' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '/v1/openapi.json' }).closest('p')?.textContent).toContain('버전 1.0.0');
    const shown = [document.body.textContent ?? '', ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'))].join('\n');
    const left = Object.values(english as Record<string, unknown>).filter((text): text is string => typeof text === 'string' && shown.includes(text));
    expect(left).toEqual([]);
  });
});
