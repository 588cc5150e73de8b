import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select, SelectField } from './Select';

type Fund = 'KCF' | 'KFF';
const FUNDS = [
  { value: 'KCF', label: 'KCF (Community Fund)' },
  { value: 'KFF', label: 'KFF (Foundation Fund)' },
] as const;

function FundField() {
  const [fund, setFund] = useState<Fund | ''>('');
  return <SelectField<Fund> label="Fund" placeholder="Choose a fund" value={fund} options={FUNDS} onChange={setFund} error={fund === '' ? 'Choose a fund to continue' : undefined} />;
}

describe('Select', () => {
  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<Select<Fund> aria-label="Fund" value="KCF" options={FUNDS} onChange={(v) => chosen.push(v)} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fund' }), 'KFF');
    expect(chosen).toEqual(['KFF']);
  });

  it('as a form field: labelled, starts on the placeholder, and its error clears once a value is chosen', async () => {
    const user = userEvent.setup();
    render(<FundField />);
    const select = screen.getByRole('combobox', { name: 'Fund' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { description: 'Choose a fund to continue' })).toBe(select);
    await user.selectOptions(select, 'KCF');
    expect(select.value).toBe('KCF');
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });
});
