import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposalAction, ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { ProposalState as S } from '@portal/core/rules/proposals';
import { chainAnswer, servedAgenda } from '../../../../../test/fixtures/chainCheck';
import en from '../../../i18n/messages/en/agendaChecks.json';
import { AgendaActions } from './AgendaActions';
import { compareWithChain } from './chainCheck';
import { VerifyOnChain } from './VerifyOnChain';
import { englishLeft, renderInKorean } from '../../../../../test/setup/korean';

/** The catalogue's plain English texts found as words in the page's text or labels. */

const transfer: ProposalAction = { target: '0x3333333333333333333333333333333333333333', target_name: null, value: '1500000000000000000', calldata: '0xdeadbeef01', selector: '0xdeadbeef', call: null };

beforeEach(() => vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 })));
afterEach(() => vi.unstubAllGlobals());

describe("the agenda's checks in Korean", () => {
  it('on-chain actions and Simulate: headings, terms and results in Korean', async () => {
    const load = async () => ({ simulateActions: async () => ({ block: 1234, results: [{ ok: false as const, reason: 'Invalid value' }] }) });
    await renderInKorean(<AgendaActions actions={[transfer]} load={load} />);
    expect(await screen.findByRole('heading', { name: '온체인 실행 내용' })).toBeTruthy();
    expect(screen.getByTestId('action-title').textContent).toBe('1. 알 수 없는 함수 0xdeadbeef');
    expect(screen.getByText('5바이트')).toBeTruthy();
    expect(englishLeft(document.body, en)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '시뮬레이션' }));
    expect(await screen.findByText('블록 1,234에서 투표 컨트랙트 기준으로 시뮬레이션했습니다.')).toBeTruthy();
    // The revert reason is the contract's own string: data, not a message.
    expect(screen.getByTestId('simulation-result').textContent).toBe('실패 예상: Invalid value');
  });

  it('Verify on chain: each difference, its field and both readings in Korean (the agenda words from its own area)', async () => {
    const chain = chainAnswer({ state: S.Passed, tally: { yes: 8n, no: 1n, abstain: 0n, quorumCount: 3n, quorumPower: 8n, voters: [1n, 2n, 3n] }, receipt: { councilId: 3, hasVoted: true, choice: 2, votes: 1n } });
    const load = async () => ({
      verifyAgenda: async (agenda: ProposalDetailAnswer & { block: number }) => ({ block: agenda.block, head: 262, differences: compareWithChain(agenda, chain) }),
    });
    await renderInKorean(<VerifyOnChain agenda={servedAgenda()} viewerCouncilId={3} load={load} readHead={false} />);
    expect(screen.getByTestId('indexed-block').textContent).toBe('블록 250 기준으로 읽은 수치입니다.');
    expect(screen.getByRole('combobox', { name: '투표를 확인할 카운슬' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '온체인에서 검증' })));
    const differences = await screen.findByTestId('verify-differences');
    expect([...differences.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '상태: 포털 부결, 컨트랙트 가결',
      '찬성: 포털 6, 컨트랙트 8',
      '투표한 GC: 포털 2, 컨트랙트 3',
      '투표권 기준: 포털 미충족, 컨트랙트 충족',
      'GC 참여 기준: 포털 미충족, 컨트랙트 충족',
      '결과: 포털 미결정, 컨트랙트 가결',
      '결과 배지: 포털 (없음), 컨트랙트 준비됨',
      '종료 메시지: 포털 이 안건은 미결정 상태로 남아 있습니다., 컨트랙트 이 안건은 가결되었습니다. 내용을 실행할 준비를 하고 있습니다.',
      'Gamma의 투표: 포털 투표 안 함, 컨트랙트 기권, 1표',
    ]);
    expect(screen.getByTestId('verify-differs').textContent).toBe('블록 250의 투표 컨트랙트와 다릅니다:');
    expect(screen.getByTestId('verify-lag').textContent).toBe('체인 헤드(블록 262)보다 12블록 뒤처져 있습니다.');
    expect(englishLeft(document.body, en)).toEqual([]);
  });
});
