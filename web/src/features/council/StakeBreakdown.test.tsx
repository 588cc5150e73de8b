import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Council } from '@portal/core/entities/council';
import { MemoryRouter } from 'react-router-dom';
import { CouncilCard } from './CouncilCard';
import en from '../../i18n/messages/en/council.json';
import type { PublicDelegationStake } from '@portal/core/entities/council';
import { Addresses } from './CouncilDetail';
import { StakeBreakdown } from './StakeBreakdown';

/** The terms and values of a list, each term once. */
function termsOf(list: HTMLElement) {
  const terms = within(list).getAllByRole('term').map((dt) => dt.textContent);
  const values = within(list).getAllByRole('definition').map((dd) => dd.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
}

/** The stake panel's own figures (a public delegation's are in their own region). */
function figures() {
  const panel = screen.getByRole('region', { name: 'Stake' });
  return termsOf(panel.querySelector(':scope > dl')!);
}

const commissionTo = '0x00000000000000000000000000000000000000c1';
const pdContract = '0x00000000000000000000000000000000000000d1';
const publicDelegation = (lockup: PublicDelegationStake['lockup']): PublicDelegationStake => ({
  staking: '0x00000000000000000000000000000000000000a3',
  contract: pdContract,
  holders: '6000900',
  withdrawing: '1000000',
  commission: { rate: '1000', denominator: '10000', to: commissionTo },
  lockup,
});
const delegatedStake = { cnStaking: '7000000', delegated: '7000000', cl: '0', total: '7000000', minimum: '5000000', eligible: true };

describe('the council detail\'s stake (issue 26)', () => {
  it('labels CnStaking, Delegated, CL pools and the total voting counts', () => {
    render(<StakeBreakdown stake={{ cnStaking: '10000000', delegated: '7000000', cl: '5000000', total: '15000000', minimum: '5000000', eligible: true }} />);
    expect(figures()).toEqual({
      CnStaking: '10,000,000 KLAY',
      Delegated: '7,000,000 KLAY',
      'CL pools': '5,000,000 KLAY',
      'Counted for voting': '15,000,000 KLAY',
    });
    expect(Object.keys(figures())).toEqual(['CnStaking', 'Delegated', 'CL pools', 'Counted for voting']);
    expect(screen.queryByText(/under the .* minimum/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Public delegation' })).toBeNull();
  });

  it("shows each public delegation under the figures: its contract, the holders' total, what is withdrawing and the commission", () => {
    render(<StakeBreakdown stake={{ ...delegatedStake, publicDelegations: [publicDelegation({ initial: '0', remaining: '0' })] }} />);
    const region = screen.getByRole('region', { name: 'Public delegation' });
    expect(termsOf(region)).toEqual({
      Contract: expect.any(String),
      "Holders' total": '6,000,900 KLAY',
      Withdrawing: '1,000,000 KLAY',
      Commission: '10.00%',
      'Commission to': expect.any(String),
    });
    const chips = within(region).getAllByRole('link').map((a) => a.getAttribute('title'));
    expect(chips).toEqual([pdContract, commissionTo]);
    // No lockup: no lockup row.
    expect(Object.keys(termsOf(region))).not.toContain('Lockup');
  });

  it("shows a V3's lockup when it has one", () => {
    render(<StakeBreakdown stake={{ ...delegatedStake, publicDelegations: [publicDelegation({ initial: '2000000', remaining: '500000' })] }} />);
    expect(termsOf(screen.getByRole('region', { name: 'Public delegation' })).Lockup).toBe('500,000 KLAY of 2,000,000 KLAY remaining');
  });

  it('says a council under the minimum in CnStaking has no vote, whatever its CL pools hold, with the minimum the tracker answered', () => {
    render(<StakeBreakdown stake={{ cnStaking: '4000000', delegated: '0', cl: '10000000', total: '14000000', minimum: '4500000', eligible: false }} />);
    expect(screen.getByText('No vote: its CnStaking is under the 4,500,000 KLAY minimum (CL pools do not count towards it).')).toBeTruthy();
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
    expect(screen.getByText('Total Staking').getAttribute('title')).toBe(en['card.stakingDefinition']);
  });
});
