import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Council } from '@portal/core/entities/council';
import { MemoryRouter } from 'react-router-dom';
import { CouncilCard, STAKING_DEFINITION } from './CouncilCard';
import { Addresses, NOT_ELIGIBLE, STAKE_LABELS, StakeBreakdown } from './CouncilDetail';

function figures() {
  const panel = screen.getByRole('region', { name: 'Stake' });
  const terms = within(panel).getAllByRole('term').map((dt) => dt.textContent);
  const values = within(panel).getAllByRole('definition').map((dd) => dd.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
}

describe('the council detail\'s stake (issue 26)', () => {
  it('labels CnStaking, Delegated, CL pools and the total voting counts', () => {
    render(<StakeBreakdown stake={{ cnStaking: '10000000', delegated: '7000000', cl: '5000000', total: '15000000', minimum: '5000000', eligible: true }} />);
    expect(figures()).toEqual({
      [STAKE_LABELS.cnStaking]: '10,000,000 KLAY',
      [STAKE_LABELS.delegated]: '7,000,000 KLAY',
      [STAKE_LABELS.cl]: '5,000,000 KLAY',
      [STAKE_LABELS.total]: '15,000,000 KLAY',
    });
    expect(Object.keys(figures())).toEqual(['CnStaking', 'Delegated', 'CL pools', 'Counted for voting']);
    expect(screen.queryByText(/under the .* minimum/)).toBeNull();
  });

  it('says a council under the minimum in CnStaking has no vote, whatever its CL pools hold, with the minimum the tracker answered', () => {
    render(<StakeBreakdown stake={{ cnStaking: '4000000', delegated: '0', cl: '10000000', total: '14000000', minimum: '4500000', eligible: false }} />);
    expect(screen.getByText(NOT_ELIGIBLE('4,500,000 KLAY'))).toBeTruthy();
  });

  it('says nothing of eligibility where the tracker was not read', () => {
    render(<StakeBreakdown stake={{ cnStaking: '4000000', delegated: '0', cl: '0', total: '4000000', minimum: null, eligible: null }} />);
    expect(screen.queryByText(/under the .* minimum/)).toBeNull();
  });

  it('shows each staking contract with its V1, V2 or V3 chip', () => {
    const contracts: Council['contracts'] = [
      { type: 'staking', address: '0x00000000000000000000000000000000000000a1', version: 1 },
      { type: 'staking', address: '0x00000000000000000000000000000000000000a2', version: 2 },
      { type: 'staking', address: '0x00000000000000000000000000000000000000a3', version: 3 },
    ];
    render(<Addresses council={{ contracts } as Council} />);
    const rows = within(screen.getByRole('region', { name: 'Addresses' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Staking 1V1/),
      expect.stringMatching(/^Staking 2V2/),
      expect.stringMatching(/^Staking 3V3/),
    ]);
  });
});

describe('the council list\'s staking column', () => {
  it('names its definition on the column', () => {
    const alpha: Council = {
      id: 2,
      name: 'Alpha',
      thumbnail: '',
      summary: '',
      description: '',
      categories: [],
      websites: [],
      communities: [],
      contracts: [],
      staking: [{ total_staking: '11000000', apy: '0', date: '2026-11-15T00:00:00.000Z' }],
      site_conf: { status: '', isFoundation: false },
      joined_at: '2025-01-01T00:00:00.000Z',
      resigned_at: null,
    };
    render(<CouncilCard council={{ ...alpha, activity: null }} layout="line" />, { wrapper: MemoryRouter });
    expect(screen.getByText('Total Staking').getAttribute('title')).toBe(STAKING_DEFINITION);
  });
});
