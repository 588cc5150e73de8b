import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_NOTES_PAGE_SIZE } from '@portal/core/entities/releaseNote';
import { LocaleProvider } from '../../i18n/messages';
import english from '../../i18n/messages/en/releaseNotes.json';
import ReleaseNoteList from './ReleaseNoteList';

afterEach(() => vi.unstubAllGlobals());

const note = (id: number) => ({ id, title: `v1.${id}`, context: 'Fixes.', date: '2026-11-22T05:00:00.000Z' });

async function renderIn(locale: 'en' | 'ko', notes: unknown[]) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, result: notes })));
  await act(async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <LocaleProvider locale={locale}>
          <Suspense fallback={null}>
            <ReleaseNoteList />
          </Suspense>
        </LocaleProvider>
      </SWRConfig>,
    );
  });
}

describe('the release notes list', () => {
  it('says there are none, in English', async () => {
    await renderIn('en', []);
    expect(await screen.findByText('There are no release notes.')).toBeTruthy();
  });

  it('speaks Korean on a Korean page, with no English sentence of its catalogue left', async () => {
    await renderIn('ko', Array.from({ length: RELEASE_NOTES_PAGE_SIZE + 1 }, (_, i) => note(i + 1)));
    expect(await screen.findByRole('navigation', { name: '릴리스 노트 페이지 이동' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2페이지' })).toBeTruthy();
    expect(screen.getAllByText('2026.11.22').length).toBe(RELEASE_NOTES_PAGE_SIZE);
    const shown = [document.body.textContent ?? '', ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'))].join('\n');
    expect(Object.values(english as Record<string, unknown>).filter((text): text is string => typeof text === 'string' && shown.includes(text))).toEqual([]);
  });

  it('says there are none in Korean', async () => {
    await renderIn('ko', []);
    expect(await screen.findByText('릴리스 노트가 없습니다.')).toBeTruthy();
  });
});
