import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { type ChainFigures, compareWithChain } from './chainCheck';
import { chainAnswer, servedAgenda } from '../../../../../test/fixtures/chainCheck';
import { VerifyOnChain } from './VerifyOnChain';

/**
 * The component over the real comparison, with the chain's answers given: the browser test
 * (test/e2e/verifyOnChain.e2e.test.ts) reads the real devnet.
 */
function verifierAnswering(chain: ChainFigures, head: number, asked: { councilId: number | null; block: number }[] = []) {
  let loads = 0;
  const load = async () => {
    loads++;
    return {
      verifyAgenda: async (agenda: ProposalDetailAnswer & { block: number }, councilId: number | null) => {
        asked.push({ councilId, block: agenda.block });
        return { block: agenda.block, head, differences: compareWithChain(agenda, { ...chain, receipt: chain.receipt && councilId !== null ? { ...chain.receipt, councilId } : null }) };
      },
    };
  };
  return { load, loads: () => loads };
}

describe('VerifyOnChain', () => {
  it('shows the indexed block, loads nothing until clicked, then says it matches and how far behind the head it is', async () => {
    const asked: { councilId: number | null; block: number }[] = [];
    const verifier = verifierAnswering(chainAnswer({ receipt: { councilId: 2, hasVoted: true, choice: 0, votes: 1n } }), 262, asked);
    render(<VerifyOnChain agenda={servedAgenda()} viewerCouncilId={2} load={verifier.load} readHead={false} />);
    expect(screen.getByTestId('indexed-block').textContent).toBe('Figures read at block 250.');
    expect(verifier.loads()).toBe(0);
    // The connected voter's council is chosen first.
    expect((screen.getByRole('combobox', { name: 'Council whose vote to check' }) as HTMLSelectElement).value).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Verify on chain' }));
    expect((await screen.findByTestId('verify-matches')).textContent).toBe('Matches the voting contract at block 250');
    expect(screen.getByTestId('verify-lag').textContent).toBe('12 blocks behind the chain head (block 262).');
    expect(asked).toEqual([{ councilId: 2, block: 250 }]);
    expect(verifier.loads()).toBe(1);
  });

  it('lists each difference with both values', async () => {
    const verifier = verifierAnswering(chainAnswer({ tracker: { totalVotes: 22n, numEligible: 8n } }), 250);
    render(<VerifyOnChain agenda={servedAgenda()} viewerCouncilId={null} load={verifier.load} readHead={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify on chain' }));
    expect((await screen.findByTestId('verify-differs')).textContent).toBe('Differs from the voting contract at block 250:');
    expect(screen.getByTestId('verify-differences').textContent).toBe('Eligible GC: the portal shows 7, the contract answers 8');
    expect(screen.getByTestId('verify-lag').textContent).toBe('Block 250 is the chain head.');
  });

  it('checks the council the viewer picks', async () => {
    const asked: { councilId: number | null; block: number }[] = [];
    // Gamma is absent on the page but voted on chain.
    const verifier = verifierAnswering(chainAnswer({ receipt: { councilId: 0, hasVoted: true, choice: 1, votes: 1n } }), 251, asked);
    render(<VerifyOnChain agenda={servedAgenda()} viewerCouncilId={null} load={verifier.load} readHead={false} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Council whose vote to check' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify on chain' }));
    expect((await screen.findByTestId('verify-differences')).textContent).toBe('Vote of Gamma: the portal shows not voted, the contract answers Yes, 1 votes');
    expect(asked).toEqual([{ councilId: 3, block: 250 }]);
  });

  it('says when the chain cannot be read, and cannot verify figures not indexed yet', async () => {
    const failing = async () => ({ verifyAgenda: async () => Promise.reject(new Error('HTTP request failed.\nURL: http://127.0.0.1:1')) });
    const { unmount } = render(<VerifyOnChain agenda={servedAgenda()} viewerCouncilId={null} load={failing} readHead={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify on chain' }));
    expect((await screen.findByText(/Could not read the chain/)).textContent).toBe('Could not read the chain: HTTP request failed.');
    unmount();
    render(<VerifyOnChain agenda={servedAgenda({ block: null })} viewerCouncilId={null} readHead={false} />);
    expect(screen.getByTestId('indexed-block').textContent).toBe('These figures are not indexed yet.');
    expect((screen.getByRole('button', { name: 'Verify on chain' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
