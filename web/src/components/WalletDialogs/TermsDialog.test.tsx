import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TermsDialog } from './TermsDialog';

const address = '0x00000000000000000000000000000000000000aa';

describe('the Welcome terms dialog', () => {
  it('enables Sign only once the agreement is checked, and says the authentication resets after 24 hours', async () => {
    render(<TermsDialog terms={{ address, signing: false }} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome' });
    expect(dialog.textContent).toContain('Your authentication resets after 24 hours');
    expect(dialog.textContent).toContain(address);
    const sign = screen.getByRole('button', { name: 'Sign' });
    expect(sign).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(sign).toHaveProperty('disabled', false);
  });

  it('cannot be signed twice or closed while the wallet is asked', () => {
    render(<TermsDialog terms={{ address, signing: true }} />);
    expect(screen.getByRole('button', { name: 'Sign' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Confirm the sign-in message in your wallet.');
  });
});
