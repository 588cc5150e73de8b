import { describe, expect, it } from 'vitest';
import type { MainPage } from '@portal/core/entities/mainPage';
import { toHomeData } from './homeData';

const network: NonNullable<MainPage['network']> = {
  gc_size: 31,
  total_staking: '5123456789.123456789',
  total_supply: '10456123456.5',
  circulating_supply: '5987654321',
  total_value: '1234567890.12',
  price_usd: '0.12',
  block_number: 100,
  updated_at: '2026-11-22T00:00:00.000Z',
};

// Only the fields Home reads matter here; the API's schema test covers the rest.
const agendaA = { id: 52, title: 'Raise the gas floor', state: 1 } as unknown as MainPage['proposals'][number];
const agendaB = { id: 53, title: 'Treasury grant', state: 0 } as unknown as MainPage['proposals'][number];

describe('toHomeData', () => {
  it('uses the defaults while nothing is loaded: 1e8 for the amounts, 0 GC, no topics', () => {
    expect(toHomeData(undefined)).toEqual({
      gcSize: 0,
      totalStaking: '100000000',
      totalSupply: '100000000',
      circulatingSupply: '100000000',
      marketCap: '100000000',
      topics: [],
      councils: [],
      openAgendas: [],
    });
  });

  it('uses the defaults when the network figures are null', () => {
    expect(toHomeData({ councils: [], network: null, topics: [], proposals: [] })).toMatchObject({ gcSize: 0, totalSupply: '100000000' });
  });

  it('keeps the API amounts as exact decimal strings', () => {
    expect(toHomeData({ councils: [], network, topics: [], proposals: [agendaA, agendaB] })).toMatchObject({
      gcSize: 31,
      totalStaking: '5123456789.123456789',
      totalSupply: '10456123456.5',
      circulatingSupply: '5987654321',
      marketCap: '1234567890.12',
      openAgendas: [agendaA, agendaB],
    });
  });

  it('keeps the first 3 open agendas for the Voting section (public §9: home sections show 3 items)', () => {
    const agendas = [52, 53, 54, 55].map((id) => ({ ...agendaA, id }));
    expect(toHomeData({ proposals: agendas }).openAgendas.map((agenda) => agenda.id)).toEqual([52, 53, 54]);
  });

  it('replaces a malformed figure by its default, not the whole page', () => {
    const broken = { ...network, total_supply: 'NaN', gc_size: -1 } as unknown as typeof network;
    expect(toHomeData({ network: broken })).toMatchObject({ gcSize: 0, totalSupply: '100000000', circulatingSupply: '5987654321' });
  });
});
