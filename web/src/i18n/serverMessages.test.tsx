import { ERROR_CODES } from '@portal/core/api/errorCodes';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/readEnvelope';
import type { Locale } from './locale';
import { LocaleProvider } from './messages';
import en from './messages/en/server.json';
import { useServerMessage } from './serverMessages';

function Shown({ error }: { error: unknown }) {
  return <p>{useServerMessage()(error)}</p>;
}

/** Rendered inside an awaited act: a Korean catalogue suspends, and only an awaited act lets React retry. */
const show = (locale: Locale, error: unknown) =>
  act(async () => {
    render(
      <LocaleProvider locale={locale}>
        <Suspense fallback="…">
          <Shown error={error} />
        </Suspense>
      </LocaleProvider>,
    );
  });

describe("the API's refusals in the reader's language", () => {
  it('has a message for every code the API may send', () => {
    expect(Object.keys(en).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("shows the server's English sentence on an English page", async () => {
    await show('en', new ApiError('Council 7 not found', 404, { errCode: 'not_found' }));
    expect(screen.getByText('Council 7 not found')).toBeTruthy();
  });

  it("shows the code's Korean message on a Korean page, and a network failure as one", async () => {
    await show('ko', new ApiError('Your account may act only on its own council', 403, { errCode: 'own_council_only' }));
    expect(await screen.findByText('이 계정은 자신의 카운슬에 대해서만 작업할 수 있습니다.')).toBeTruthy();
    await show('ko', new ApiError('Network error', 0));
    expect(await screen.findByText('포털에 연결할 수 없습니다. 네트워크 연결을 확인해 주세요.')).toBeTruthy();
  });
});
