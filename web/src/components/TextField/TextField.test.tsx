import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

function AddressField() {
  const [value, setValue] = useState('');
  const invalid = value !== '' && !/^0x[0-9a-fA-F]{40}$/.test(value);
  return <TextField label="Wallet address" hint="0x followed by 40 hex digits" value={value} onChange={(e) => setValue(e.target.value)} error={invalid ? 'Invalid address' : undefined} />;
}

describe('TextField', () => {
  it('is labelled and described by its hint', () => {
    render(<AddressField />);
    const input = screen.getByRole('textbox', { name: 'Wallet address' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('textbox', { description: '0x followed by 40 hex digits' })).toBe(input);
  });

  it('shows the error, marks the input invalid and describes it with the error', async () => {
    const user = userEvent.setup();
    render(<AddressField />);
    const input = screen.getByRole('textbox', { name: 'Wallet address' });
    await user.type(input, '0x12');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: '0x followed by 40 hex digits Invalid address' })).toBe(input);
    await user.clear(input);
    await user.type(input, `0x${'ab'.repeat(20)}`);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Invalid address')).toBeNull();
  });
});
