import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposalAction } from '@portal/core/entities/proposal';
import { AgendaActions } from './AgendaActions';

const FUND = '0x1111111111111111111111111111111111111111';
const RECIPIENT = '0x2222222222222222222222222222222222222222';
const UNKNOWN = '0x3333333333333333333333333333333333333333';

const decoded: ProposalAction = {
  target: FUND,
  target_name: 'KCF (community fund)',
  value: '0',
  calldata: '0x1234567800',
  selector: '0x12345678',
  call: {
    function: 'disburse',
    signature: 'disburse(address,uint256,string)',
    args: [
      { name: 'recipient', type: 'address', value: RECIPIENT, label: 'Alpha staking contract' },
      { name: 'value', type: 'uint256', value: '5000000000000000000', label: null },
      { name: 'memo', type: 'string', value: 'KGP-3 grant', label: null },
    ],
  },
};
const raw: ProposalAction = { target: UNKNOWN, target_name: null, value: '1500000000000000000', calldata: '0xdeadbeef01', selector: '0xdeadbeef', call: null };

describe('AgendaActions', () => {
  // The address chips ask which network's explorer to link; the build's own network answers here.
  beforeEach(() => vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 })));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a known contract’s call by name and arguments, an unknown one by selector, and loads nothing before Simulate', () => {
    let loads = 0;
    render(<AgendaActions actions={[decoded, raw]} load={async () => (loads++, { simulateActions: async () => ({ block: 1, results: [] }) })} />);
    const [first, second] = screen.getAllByTestId('agenda-action');
    expect(within(first!).getByTestId('action-title').textContent).toBe('1. disburse on KCF (community fund)');
    expect(within(first!).getByTestId('action-signature').textContent).toBe('disburse(address,uint256,string)');
    expect(within(first!).getByTestId('action-arg-recipient').parentElement!.textContent).toContain('Alpha staking contract');
    expect(within(first!).getByTestId('action-arg-label').textContent).toBe('Alpha staking contract');
    expect(within(first!).getByTestId('action-arg-memo').textContent).toBe('KGP-3 grant');
    expect(within(first!).getByTestId('action-amount').textContent).toBe('5 KLAY');
    expect(within(second!).getByTestId('action-title').textContent).toBe('2. Unknown function 0xdeadbeef');
    expect(within(second!).getByTestId('action-selector').textContent).toBe('0xdeadbeef');
    expect(second!.textContent).toContain('1.5 KLAY');
    expect(loads).toBe(0);
  });

  it('names a treasury fund by this build’s profile, whatever name the indexer stored with the action', async () => {
    const networkConfig = { chain_id: 31337, chain_name: 'Devnet 31337', rpc_url: 'http://127.0.0.1:8545', voting_address: null, app2app_url: 'http://127.0.0.1:1/k', walletconnect_project_id: null, treasury_funds: [{ fund: 'KCF', address: FUND }] };
    vi.stubGlobal('fetch', async (input: string | URL | Request) =>
      String(input instanceof Request ? input.url : input).includes('/v1/network-config') ? Response.json({ code: 200, result: networkConfig }) : new Response('{}', { status: 503 }),
    );
    // As an indexer run under the kaia profile stored it; this build is the default (klaytn) one.
    render(<AgendaActions actions={[{ ...decoded, target_name: 'KEF (Kaia Ecosystem Fund)' }]} />);
    await vi.waitFor(() => expect(screen.getByTestId('action-title').textContent).toBe('1. disburse on KCF (community fund)'));
    expect(screen.getByTestId('action-target-name').textContent).toBe('KCF (community fund)');
  });

  it('shows each action’s simulation: success with its return data, or the revert reason', async () => {
    const asked: unknown[] = [];
    const load = async () => ({
      simulateActions: async (actions: readonly unknown[]) => {
        asked.push(actions);
        return { block: 1234, results: [{ ok: true as const, returnData: '0x' as const }, { ok: false as const, reason: 'Invalid value' }] };
      },
    });
    render(<AgendaActions actions={[decoded, raw]} load={load} />);
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    expect((await screen.findByText('Simulated from the voting contract at block 1,234.')).getAttribute('data-testid')).toBe('simulation-status');
    expect(screen.getAllByTestId('simulation-result').map((p) => p.textContent)).toEqual(['Would succeed', 'Would revert: Invalid value']);
    expect(asked).toEqual([[decoded, raw]]);
  });

  it('reads a GovParam change’s new value, and after Simulate the current one', async () => {
    const setParam: ProposalAction = {
      ...raw,
      target_name: 'GovParam',
      call: {
        function: 'setParam',
        signature: 'setParam(string,bytes)',
        args: [
          { name: 'name', type: 'string', value: 'reward.ratio', label: null },
          { name: 'value', type: 'bytes', value: '0x35302f32302f3330', label: null },
        ],
      },
    };
    const load = async () => ({
      simulateActions: async () => ({ block: 9, results: [{ ok: true as const, returnData: '0x' as const, current: { name: 'reward.ratio', value: '0x34302f34302f3230' as const } }] }),
    });
    render(<AgendaActions actions={[setParam]} load={load} />);
    expect(screen.getByTestId('action-arg-value').textContent).toBe('0x35302f32302f3330');
    expect(screen.getByTestId('action-new-value').textContent).toBe('new value: "50/20/30"');
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    expect((await screen.findByTestId('param-current')).textContent).toBe('Current value of reward.ratio: "40/40/20"');
  });

  it('says why it could not simulate', async () => {
    render(<AgendaActions actions={[raw]} load={async () => ({ simulateActions: async () => Promise.reject(new Error('This network has no voting contract configured.')) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(await screen.findByText('Could not simulate: This network has no voting contract configured.')).toBeTruthy();
  });
});
