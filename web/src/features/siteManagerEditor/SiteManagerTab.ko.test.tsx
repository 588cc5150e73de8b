import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteAccount } from '@portal/core/entities/account';
import { endDomSession, renderInApp, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import { LocaleProvider } from '../../i18n/messages';
import en from '../../i18n/messages/en/siteManagers.json';
import SiteManagerTab from './SiteManagerTab';
import { englishLeft } from '../../../../test/setup/korean';

const ADMIN = '0xb29707714a06c1d16b844af47572341d433c6917';
const MANAGER = '0x4495f339c5db5f1a1aec795931d5481af12cafb9';
const operators: SiteAccount[] = [
  { id: 1, address: ADMIN, council_id: 0, level: 0, type: 0 },
  { id: 2, address: MANAGER, council_id: 0, level: 1, type: 0, version: 5 },
];

/** The catalogue's plain English texts (imported catalogues hold them as strings) found as words in the page's text or labels. */

beforeEach(() => {
  screenWidth('desktop');
  signInForTest(ADMIN, operators[0]!);
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, result: operators })));
});
afterEach(endDomSession);

describe('Site Manager tab in Korean', () => {
  it('lists the operators, and the add form checks the address, in Korean with no English of the catalogue left', async () => {
    await act(async () =>
      renderInApp(
        <LocaleProvider locale="ko">
          <Suspense fallback={null}>
            <SiteManagerTab />
          </Suspense>
        </LocaleProvider>,
      ),
    );
    expect((await screen.findByRole('list', { name: '사이트 관리자' })).textContent).toBe(ADMIN);
    expect(screen.getByRole('list', { name: '사이트 매니저' }).textContent).toContain(MANAGER);
    expect(screen.getByRole('button', { name: `${MANAGER} 수정` })).toBeTruthy();
    expect(englishLeft(document.body, en)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '사이트 매니저 추가' }));
    const dialog = screen.getByRole('dialog', { name: '사이트 매니저 추가' });
    await userEvent.type(within(dialog).getByLabelText(/지갑 주소/), '0x12');
    expect(within(dialog).getByText('올바르지 않은 주소입니다')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '저장' }) as HTMLButtonElement).disabled).toBe(true);
    expect(englishLeft(dialog, en)).toEqual([]);
  });
});
