import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

function Summary({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <TextArea label="Summary" maxLength={10} tooLongMessage="Please check the length of your content" value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('TextArea', () => {
  it('counts characters as the user types', async () => {
    const user = userEvent.setup();
    render(<Summary />);
    const counter = screen.getByTestId('character-counter');
    expect(counter.textContent).toBe('0/10');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Hello');
    expect(counter.textContent).toBe('5/10');
  });

  it('shows the error and marks the field invalid past the limit, and clears it when shortened', async () => {
    const user = userEvent.setup();
    render(<Summary initial="0123456789" />);
    const field = screen.getByRole('textbox', { name: 'Summary' });
    expect(screen.queryByText('Please check the length of your content')).toBeNull();
    await user.type(field, '!');
    expect(screen.getByTestId('character-counter').textContent).toBe('11/10');
    expect(screen.getByText('Please check the length of your content')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    await user.type(field, '{Backspace}');
    expect(screen.queryByText('Please check the length of your content')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('counts an uncontrolled field too, with thousands separated', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Context" maxLength={20000} defaultValue="abc" />);
    await user.type(screen.getByRole('textbox', { name: 'Context' }), 'de');
    expect(screen.getByTestId('character-counter').textContent).toBe('5/20,000');
  });

  it('stops typing at the limit when asked to', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Name" maxLength={3} blockAtLimit />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.type(field, 'abcdef');
    expect((field as HTMLTextAreaElement).value).toBe('abc');
  });
});
