import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './RadioGroup';

type Member = 'gc' | 'other' | 'foundation';

function MemberChoice({ initial = null }: { initial?: Member | null }) {
  const [value, setValue] = useState<Member | null>(initial);
  return (
    <RadioGroup<Member>
      label="Member type"
      value={value}
      onChange={setValue}
      options={[
        { value: 'gc', label: 'GC members' },
        { value: 'foundation', label: 'Foundation', disabled: true },
        { value: 'other', label: 'Not GC members' },
      ]}
    />
  );
}

const checked = () => (screen.getAllByRole('radio') as HTMLInputElement[]).filter((r) => r.checked).map((r) => r.value);

describe('RadioGroup', () => {
  it('is a named radio group that Tab enters once', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MemberChoice />
        <button type="button">Next</button>
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Member type' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'GC members' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('moves the selection with the arrow keys, skipping disabled options and wrapping', async () => {
    const user = userEvent.setup();
    render(<MemberChoice initial="gc" />);
    screen.getByRole('radio', { name: 'GC members' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(checked()).toEqual(['other']);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Not GC members' }));
    await user.keyboard('{ArrowRight}');
    expect(checked()).toEqual(['gc']);
    await user.keyboard('{ArrowUp}');
    expect(checked()).toEqual(['other']);
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toEqual(['gc']);
  });

  it('selects by click', async () => {
    const user = userEvent.setup();
    render(<MemberChoice />);
    await user.click(screen.getByText('Not GC members'));
    expect(checked()).toEqual(['other']);
  });
});
