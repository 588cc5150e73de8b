import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposalDetailAnswer } from '@portal/core/entities/proposal';
import { deriveSignedInAccount } from '@portal/core/entities/account';
import { setSession, SIGNED_OUT } from '../../shared/session/sessionStore';
import { AgendaControlsSlot } from './AgendaControlsSlot';

const ADMIN = '0xb29707714a06c1d16b844af47572341d433c6917';
const APPROVER = '0x00000000000000000000000000000000000000a2';
const requests: string[] = [];
let signedWeight = 3;

function signIn(who: 'admin' | 'secretary') {
  const address = who === 'admin' ? ADMIN : APPROVER;
  const stored = who === 'admin' ? ({ id: 1, address, council_id: 0, level: 0, type: 0 } as never) : null;
  const account = deriveSignedInAccount(address, { stored, secretary: who === 'secretary', voterCouncilId: null })!;
  setSession({ status: 'signedIn', account, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
}

function desktop(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('min-width'), media: query, addEventListener() {}, removeEventListener() {} }));
}

const agenda = (facts: Partial<ProposalDetailAnswer>) =>
  ({ id: 47, proposal_id: 47, state: 4, site_state: null, categoryId: 3, hasActions: true, eta: 0, block: 1_000, ...facts }) as ProposalDetailAnswer;

beforeEach(() => {
  requests.length = 0;
  signedWeight = 3;
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    requests.push(`${init.method ?? 'GET'} ${path}${init.body ? ` ${String(init.body)}` : ''}`);
    if (path.includes('/secretary/')) {
      const answer = {
        proposal_id: 47,
        action: 'queue',
        draft_approval_threshold: 3,
        approvers: [
          { address: '0x00000000000000000000000000000000000000a1', signed: true, weight: 2 },
          { address: APPROVER, signed: signedWeight === 3, weight: 1 },
        ],
        signed_weight: signedWeight,
        confirm_tx_hash: init.method === 'POST' ? `0x${'ab'.repeat(32)}` : null,
        transaction: null,
      };
      return new Response(JSON.stringify({ code: 200, result: answer }));
    }
    return new Response(JSON.stringify({ code: 200, result: { id: 51, proposal_id: 51, site_state: 5 } }));
  });
});
afterEach(() => {
  setSession(SIGNED_OUT);
  vi.unstubAllGlobals();
});

const renderSlot = (facts: Partial<ProposalDetailAnswer>) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AgendaControlsSlot agenda={agenda(facts)} />
    </SWRConfig>,
  );

describe('the detail page’s role controls (admin §2.8, public §4)', () => {
  it('are absent for a visitor, on a phone, and where the agenda allows no step', async () => {
    desktop(true);
    const visitor = renderSlot({});
    expect(visitor.container.innerHTML).toBe('');
    visitor.unmount();
    signIn('secretary');
    desktop(false);
    const phone = renderSlot({});
    expect(phone.container.innerHTML).toBe('');
    phone.unmount();
    desktop(true);
    const ongoing = renderSlot({ state: 1 });
    expect(ongoing.container.innerHTML).toBe('');
    expect(requests).toEqual([]);
  });

  it('give a secretary the queue of a passed agenda: approvers with signed state and weight, Confirm at the threshold, asked, sent', async () => {
    signIn('secretary');
    desktop(true);
    renderSlot({});
    const panel = (await screen.findByRole('heading', { name: 'Secretary: Queue' }, { timeout: 10_000 })).closest('section')!;
    const approvers = await within(panel as HTMLElement).findByRole('list', { name: 'Approvers' });
    expect(within(approvers).getAllByRole('listitem').map((r) => r.textContent)).toEqual(['0x00000000000000000000000000000000000000a1Signed Weight 2', `${APPROVER} YouSigned Weight 1`]);
    expect(screen.getByText('Threshold: 3 / 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Are you sure you want to confirm?')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Confirm' }).at(-1)!);
    await screen.findByRole('alertdialog', { name: 'Confirm complete' });
    expect(requests).toContain('POST /v1/proposals/47/secretary/queue/tx');
  });

  it('offer an approver under the threshold Approve, only with a MetaMask-type wallet', async () => {
    signedWeight = 2;
    signIn('secretary');
    desktop(true);
    renderSlot({ state: 0 });
    await screen.findByRole('heading', { name: 'Secretary: Cancel' }, { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Approve with a MetaMask-type wallet connected to this account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(requests).toEqual(['GET /v1/proposals/47/secretary/cancel']);
  });

  it('give a site admin a passed text agenda’s status: In Progress by PUT site_state', async () => {
    signIn('admin');
    desktop(true);
    renderSlot({ id: 51, proposal_id: 51, categoryId: 1, hasActions: false });
    expect(screen.queryByRole('heading', { name: /^Secretary/ })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Change to In Progress' }, { timeout: 10_000 }));
    expect(screen.getByText('Mark this agenda In Progress?')).toBeTruthy();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    const saved = await screen.findByRole('alertdialog', { name: 'Successfully changed.' });
    await waitFor(() => expect(requests).toContain('PUT /v1/proposals/51/site_state {"site_state":5}'));
    await userEvent.click(within(saved).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
