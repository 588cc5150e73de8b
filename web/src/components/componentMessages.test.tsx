import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../i18n/messages';
import common from '../i18n/messages/en/common.json';
import components from '../i18n/messages/en/components.json';
import { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
import { FileField } from './FileField/FileField';
import { Pagination, LoadMore } from './Pagination/Pagination';
import { RankingFilterSheet, DEFAULT_RANKING_FILTERS } from './RankingFilters/RankingFilters';

/** Everything a reader or a screen reader gets: the text and the naming attributes. */
function shownText(): string {
  const attributes = [...document.querySelectorAll('*')].flatMap((element) => ['aria-label', 'title', 'placeholder', 'aria-roledescription'].map((name) => element.getAttribute(name) ?? ''));
  return [document.body.textContent ?? '', document.title, ...attributes].join('\n');
}

/** The catalogues' English sentences (plain ones; those with arguments are checked by their Korean). */
const englishOf = (...catalogues: Record<string, unknown>[]) => catalogues.flatMap((catalogue) => Object.values(catalogue).filter((text): text is string => typeof text === 'string' && text.length > 3));

function Screen() {
  const [open, setOpen] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <Pagination page={2} totalPages={3} onPageChange={() => {}} />
      <LoadMore hasMore onLoadMore={() => {}} />
      <FileField label="로고" accept={['image/png']} maxBytes={1000} value={file} onChange={setFile} />
      <RankingFilterSheet open value={DEFAULT_RANKING_FILTERS} onClose={() => {}} onApply={() => {}} />
      <ConfirmDialog open={open} title="연결을 해제하시겠습니까?" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

describe('the shared components in Korean', () => {
  it('speak Korean in their own texts and leave no English sentence of the common or components catalogue', async () => {
    const user = userEvent.setup();
    // Awaited: the Korean catalogues arrive by dynamic import, and the suspended render resumes inside act.
    await act(async () => {
      render(
        <LocaleProvider locale="ko">
          <Suspense fallback={null}>
            <Screen />
          </Suspense>
        </LocaleProvider>,
      );
    });
    expect(await screen.findByRole('navigation', { name: '페이지 이동' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2페이지' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '더 보기' })).toBeTruthy();
    expect(screen.getByText('파일을 선택하세요')).toBeTruthy();
    expect(screen.getByRole('button', { name: '적용' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '기간' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '확인' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '닫기' }).length).toBeGreaterThan(0);

    // A refused file is told in Korean too, with the limit filled in.
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['x'.repeat(2000)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('1 KB 미만의 파일을 업로드해 주세요.')).toBeTruthy();

    const text = shownText();
    const left = englishOf(common, components).filter((english) => text.includes(english));
    expect(left).toEqual([]);
  });
});
