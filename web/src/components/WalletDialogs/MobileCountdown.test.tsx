import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateWalletUi } from '../../shared/wallet/walletUi';
import WalletDialogs from './WalletDialogs';

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  act(() => updateWalletUi({ mobile: null }));
  vi.useRealTimers();
});

describe('the mobile wallet countdown', () => {
  it('counts each second on screen, but its polite region speaks only at 30 s, 10 s and the end', () => {
    act(() => updateWalletUi({ mobile: { requestKey: 'key-1', purpose: 'vote', startedAt: Date.now(), close: () => {} } }));
    render(<WalletDialogs />);
    const timer = screen.getByRole('timer');
    expect(timer.getAttribute('aria-live')).toBe('off');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    const spoken = new Set<string>();
    const shown = new Set<string>();
    for (let second = 0; second < 61; second++) {
      act(() => vi.advanceTimersByTime(1000));
      spoken.add(status.textContent ?? '');
      shown.add(timer.textContent ?? '');
    }
    expect([...spoken]).toEqual(['', '30 seconds left to confirm in the wallet', '10 seconds left to confirm in the wallet', 'Failed to Connect']);
    expect(shown.size).toBe(60);
    expect(timer.textContent).toBe('Failed to Connect');
  });
});
