import { describe, expect, it } from 'vitest';
import { type AgendaFacts, nextSiteState, secretaryActionFor } from './agendaControlsModel';

const agenda = (facts: Partial<AgendaFacts>): AgendaFacts => ({
  id: 47,
  proposal_id: 47,
  state: 4,
  site_state: null,
  categoryId: 3,
  hasActions: true,
  eta: 0,
  block: 1_000,
  ...facts,
});

describe('the secretary step an agenda allows (admin §7.7)', () => {
  it('cancels a pending agenda, queues a passed one with actions, executes a queued one once the head is past its ETA', () => {
    expect(secretaryActionFor(agenda({ state: 0 }))).toBe('cancel');
    expect(secretaryActionFor(agenda({ state: 4 }))).toBe('queue');
    expect(secretaryActionFor(agenda({ state: 5, eta: 1_000, block: 1_000 }))).toBe('execute');
  });
  it('offers nothing for an ongoing or closed agenda, a passed text agenda, or a queued one before its ETA or with the head unknown', () => {
    for (const state of [1, 2, 3, 6, 7]) expect(secretaryActionFor(agenda({ state }))).toBeNull();
    expect(secretaryActionFor(agenda({ state: 4, categoryId: 1, hasActions: false }))).toBeNull();
    expect(secretaryActionFor(agenda({ state: 5, eta: 1_001, block: 1_000 }))).toBeNull();
    expect(secretaryActionFor(agenda({ state: 5, eta: 10, block: null }))).toBeNull();
  });
});

describe('the site state a site admin sets next (public §4)', () => {
  const text = { categoryId: 1, hasActions: false } as const;
  it('moves a passed text agenda to In Progress, then Executed, then no further', () => {
    expect(nextSiteState(agenda({ ...text, site_state: null }))).toBe(5);
    expect(nextSiteState(agenda({ ...text, site_state: 5 }))).toBe(7);
    expect(nextSiteState(agenda({ ...text, site_state: 7 }))).toBeNull();
  });
  it('offers nothing for agendas with actions or text agendas that did not pass', () => {
    expect(nextSiteState(agenda({ state: 4 }))).toBeNull();
    for (const state of [0, 1, 2, 3]) expect(nextSiteState(agenda({ ...text, state }))).toBeNull();
  });
});
