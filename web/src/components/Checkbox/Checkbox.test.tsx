import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

function Agreement() {
  const [agreed, setAgreed] = useState(false);
  return <Checkbox label="I agree to the terms" checked={agreed} onChange={setAgreed} error={agreed ? undefined : 'Required'} />;
}

describe('Checkbox', () => {
  it('toggles by click and by Space, and its error goes with it', async () => {
    const user = userEvent.setup();
    render(<Agreement />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('checkbox', { description: 'Required' })).toBe(box);
    await user.click(screen.getByText('I agree to the terms'));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Required')).toBeNull();
    box.focus();
    await user.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(false);
  });
});
