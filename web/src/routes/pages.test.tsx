import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../config';
import { LocaleProvider } from '../i18n/messages';
import english from '../i18n/messages/en/pages.json';
import type { Locale } from '../i18n/locale';
import NotFoundRoute from './NotFound';
import PrivacyRoute from './Privacy';

async function renderIn(locale: Locale, page: ReactNode) {
  await act(async () => {
    render(
      <LocaleProvider locale={locale}>
        <Suspense fallback={null}>
          <MemoryRouter>{page}</MemoryRouter>
        </Suspense>
      </LocaleProvider>,
    );
  });
}

// The site's name is a name, the same in both languages.
const shownText = () => [document.title, document.body.textContent ?? '', ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'))].join('\n').replaceAll(SITE_NAME, '');
const englishLeft = () => Object.values(english as Record<string, unknown>).filter((text): text is string => typeof text === 'string' && shownText().includes(text));

describe('the routes’ own words', () => {
  it('keep the English titles', async () => {
    await renderIn('en', <NotFoundRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe(`Page not found | ${SITE_NAME}`);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy();
  });

  it('say the not-found page in Korean, its document title too, with no English sentence left', async () => {
    await renderIn('ko', <NotFoundRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(document.title).toBe(`페이지를 찾을 수 없습니다 | ${SITE_NAME}`);
    expect(screen.getByText('이 주소에는 페이지가 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 이동' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('name the privacy policy in Korean, in the title and the viewer', async () => {
    await renderIn('ko', <PrivacyRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeTruthy();
    expect(document.title).toBe(`개인정보처리방침 | ${SITE_NAME}`);
    expect(screen.getByRole('navigation', { name: '개인정보처리방침 페이지 이동' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
