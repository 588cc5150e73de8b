import { describe, expect, it } from 'vitest';
import { klay } from '../accounts';
import { councilPlans, stakeMovements } from './councilPlan';
import { councilTrafficPlan, councilTrafficSteps } from './councilTraffic';
import { SCENARIO_END_DAY } from './agendaPlan';
import { dayBlock } from './timeline';

/** Replays the plan on paper, per staking contract: deposits, requests (by id), withdrawals, cancels. */
function replay() {
  type Contract = { deposited: bigint; unstaking: bigint; requests: { value: bigint; open: boolean }[]; lowest: bigint };
  const contracts = new Map<string, Contract>();
  const get = (councilId: number, contract: number) => {
    const key = `${councilId}/${contract}`;
    let state = contracts.get(key);
    if (!state) {
      // The scenario's own requests on this contract come first in its id sequence.
      const own = stakeMovements.filter((m) => m.councilId === councilId && m.contract === contract && m.kind === 'requestUnstaking');
      state = { deposited: 0n, unstaking: 0n, requests: own.map(() => ({ value: 0n, open: false })), lowest: 0n };
      contracts.set(key, state);
    }
    return state;
  };
  for (const { action } of [...councilTrafficPlan].sort((a, b) => a.day - b.day)) {
    if (action.kind === 'transferToReward' || action.kind.startsWith('failing')) continue;
    const { councilId, contract } = action as { councilId: number; contract: number };
    const state = get(councilId, contract);
    if (action.kind === 'transfer' || action.kind === 'stake') state.deposited += klay(action.klay);
    if (action.kind === 'requestWithdrawal') {
      state.requests.push({ value: klay(action.klay), open: true });
      state.unstaking += klay(action.klay);
    }
    if (action.kind === 'withdraw' || action.kind === 'cancel') {
      const request = state.requests[action.request];
      expect(request?.open, `gc ${councilId} #${contract} request ${action.request}`).toBe(true);
      request!.open = false;
      state.unstaking -= request!.value;
      if (action.kind === 'withdraw') state.deposited -= request!.value;
    }
    const effective = state.deposited - state.unstaking;
    if (effective < state.lowest) state.lowest = effective;
  }
  return contracts;
}

describe('council traffic plan', () => {
  it('never takes a council below its planned stake, and ends every contract at it', () => {
    for (const [key, state] of replay()) {
      expect(state.lowest, key).toBe(0n);
      expect(state.deposited - state.unstaking, key).toBe(0n);
    }
  });

  it('leaves gc 13 and gc 17 without open requests of its own, and touches only councils that sit throughout', () => {
    const contracts = replay();
    expect(contracts.get('17/0')?.unstaking).toBe(0n);
    expect(contracts.has('13/0')).toBe(false);
    for (const { action } of councilTrafficPlan) {
      const plan = councilPlans.find((p) => p.councilId === action.councilId)!;
      expect(plan.joinDay ?? 0).toBe(0);
      expect(plan.resignDay).toBeUndefined();
      if ('contract' in action) expect(plan.staking[action.contract]).toBeDefined();
    }
  });

  it('waits out the 7-day lockup before each withdrawal, and reverts the one asked too early', () => {
    const requests = new Map<string, number[]>();
    for (const { day, action } of [...councilTrafficPlan].sort((a, b) => a.day - b.day)) {
      if (!('contract' in action)) continue;
      const key = `${action.councilId}/${action.contract}`;
      const own = stakeMovements.filter((m) => m.councilId === action.councilId && m.contract === action.contract && m.kind === 'requestUnstaking').map((m) => m.day);
      if (!requests.has(key)) requests.set(key, own);
      if (action.kind === 'requestWithdrawal') requests.get(key)!.push(day);
      if (action.kind === 'withdraw') expect(day - requests.get(key)![action.request]!).toBeGreaterThanOrEqual(7);
      if (action.kind === 'failingWithdraw') expect(day - requests.get(key)![action.request]!).toBeLessThan(7);
    }
  });

  it('falls inside the scenario, off the scenario’s whole and half days', () => {
    const steps = councilTrafficSteps();
    expect(steps).toHaveLength(councilTrafficPlan.length);
    for (const step of steps) {
      expect(step.block).toBeLessThan(dayBlock(SCENARIO_END_DAY));
      expect(step.block % 43_200n).not.toBe(0n);
    }
    expect(councilTrafficPlan.filter(({ action }) => action.kind.startsWith('failing'))).toHaveLength(3);
  });
});
