import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { deriveSignedInAccount } from '@portal/core/entities/account';
import { LocaleProvider } from '../../i18n/messages';
import { setSession, SIGNED_OUT } from '../../shared/session/sessionStore';
import { AgendaControlsSlot } from './AgendaControlsSlot';

const APPROVER = '0x00000000000000000000000000000000000000a2';
const english = JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/messages/en/approvals.json'), 'utf8')) as Record<string, string>;
/** The catalogue's English sentences without arguments: none may be left on a Korean page. */
const sentences = Object.values(english).filter((text) => !/[{<]/.test(text) && text.includes(' '));
const englishLeft = () => sentences.filter((sentence) => document.body.textContent?.includes(sentence));

beforeEach(() => {
  const account = deriveSignedInAccount(APPROVER, { stored: null, secretary: true, voterCouncilId: null })!;
  setSession({ status: 'signedIn', account, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), media: query, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal('fetch', async () => {
    const answer = {
      proposal_id: 47,
      action: 'cancel',
      draft_approval_threshold: 3,
      approvers: [
        { address: '0x00000000000000000000000000000000000000a1', signed: true, weight: 2 },
        { address: APPROVER, signed: false, weight: 1 },
      ],
      signed_weight: 2,
      confirm_tx_hash: null,
      transaction: null,
    };
    return new Response(JSON.stringify({ code: 200, result: answer }));
  });
});
afterEach(() => {
  setSession(SIGNED_OUT);
  vi.unstubAllGlobals();
});

describe('the detail page’s role controls in Korean', () => {
  it('a secretary’s cancel panel: heading, approvers and the MetaMask note in Korean', async () => {
    const agenda = { id: 47, proposal_id: 47, state: 0, site_state: null, categoryId: 3, hasActions: true, eta: 0, block: 1_000 } as ProposalDetailAnswer;
    // In act, so the retry once the lazy panel and the Korean catalogue have arrived is rendered too.
    await act(async () => {
      render(
        <LocaleProvider locale="ko">
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <Suspense fallback={null}>
              <AgendaControlsSlot agenda={agenda} />
            </Suspense>
          </SWRConfig>
        </LocaleProvider>,
      );
    });
    const panel = (await screen.findByRole('heading', { name: '서기: 취소' }, { timeout: 10_000 })).closest('section')!;
    expect(panel.textContent).toContain('투표가 시작되기 전에 이 안건을 취소합니다.');
    const approvers = await within(panel as HTMLElement).findByRole('list', { name: '승인자' });
    expect(within(approvers).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['0x00000000000000000000000000000000000000a1서명함 가중치 2', `${APPROVER} 나서명 전 가중치 1`]);
    expect(screen.getByText('임계값: 2 / 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: '승인' })).toHaveProperty('disabled', true);
    expect(englishLeft()).toEqual([]);
  });
});
