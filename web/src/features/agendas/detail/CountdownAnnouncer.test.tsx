import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProposalState } from '@portal/core/rules/proposals';
import { CountdownAnnouncer, countdownStep } from './CountdownAnnouncer';

const active = { state: ProposalState.Active, startBlock: 1_000, endBlock: 1_000 + 2 * 86_400 + 30 };

describe('the countdown for screen readers', () => {
  it('steps by days, then hours, then ten minutes, then the close', () => {
    const end = active.endBlock;
    expect(countdownStep(active, end - 2 * 86_400)).toBe('ends:d2');
    expect(countdownStep(active, end - 86_399)).toBe('ends:h23');
    expect(countdownStep(active, end - 3_599)).toBe('ends:m5');
    expect(countdownStep(active, end - 59)).toBe('ends:m0');
    expect(countdownStep({ ...active, state: ProposalState.Pending }, active.startBlock - 90_000)).toBe('starts:d1');
    expect(countdownStep({ ...active, state: ProposalState.Passed }, end)).toBe('closed');
    expect(countdownStep(active, null)).toBeNull();
  });

  it('says nothing on arrival nor while the step holds, and speaks politely once the step changes', () => {
    const { rerender } = render(<CountdownAnnouncer step="ends:h5" text="(ends in 5 hours 12 minutes)" />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    rerender(<CountdownAnnouncer step="ends:h5" text="(ends in 5 hours 11 minutes)" />);
    expect(region.textContent).toBe('');
    rerender(<CountdownAnnouncer step="ends:h4" text="(ends in 4 hours 59 minutes)" />);
    expect(region.textContent).toBe('(ends in 4 hours 59 minutes)');
    rerender(<CountdownAnnouncer step="closed" text="(closed)" />);
    expect(region.textContent).toBe('(closed)');
  });
});
