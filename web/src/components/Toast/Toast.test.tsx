import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { TOAST_DURATION_MS, useToast } from './toastContext';

function Publish() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show('Successfully published.', 'confirm')}>
        Publish
      </button>
      <button type="button" onClick={() => toast.show('Failed to publish.', 'error')}>
        Fail
      </button>
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('announces a message in a polite live region and removes it after 3 s', () => {
    render(
      <ToastProvider>
        <Publish />
      </ToastProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(region.textContent).toBe('Successfully published.');
    expect(region.querySelector('[data-kind="confirm"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(region.textContent).toBe('Successfully published.');
    act(() => vi.advanceTimersByTime(100));
    expect(region.textContent).toBe('');
  });

  it('shows several at once, each leaving on its own time, and an error is marked as one', () => {
    render(
      <ToastProvider>
        <Publish />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const region = screen.getByRole('status');
    expect([...region.children].map((t) => t.textContent)).toEqual(['Successfully published.', 'Failed to publish.']);
    expect(region.querySelector('[data-kind="error"]')?.textContent).toBe('Failed to publish.');
    act(() => vi.advanceTimersByTime(2000));
    expect([...region.children].map((t) => t.textContent)).toEqual(['Failed to publish.']);
    act(() => vi.advanceTimersByTime(1000));
    expect(region.children).toHaveLength(0);
  });
});
