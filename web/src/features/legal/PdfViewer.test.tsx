import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/messages';
import english from '../../i18n/messages/en/legal.json';
import { PdfViewer } from './PdfViewer';

describe('the PDF viewer in Korean', () => {
  it('names its controls in Korean and leaves no English sentence of its catalogue', async () => {
    await act(async () => {
      render(
        <LocaleProvider locale="ko">
          <Suspense fallback={null}>
            <MemoryRouter>
              <PdfViewer title="개인정보처리방침" url="/legal/privacy.pdf" />
            </MemoryRouter>
          </Suspense>
        </LocaleProvider>,
      );
    });
    expect(await screen.findByRole('navigation', { name: '개인정보처리방침 페이지 이동' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '확대/축소' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '확대' })).toBeTruthy();
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('너비에 맞춤');
    expect(screen.getByRole('link', { name: '홈으로 돌아가기' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PDF 파일 열기' }).getAttribute('href')).toBe('/legal/privacy.pdf');
    const shown = [document.body.textContent ?? '', ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'))].join('\n');
    expect(Object.values(english as Record<string, unknown>).filter((text): text is string => typeof text === 'string' && shown.includes(text))).toEqual([]);
  });
});
