import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Popover } from './Popover';

function Gear() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={trigger} type="button" aria-expanded={open} onClick={() => setOpen((now) => !now)}>
        Settings
      </button>
      <Popover open={open} onClose={() => setOpen(false)} triggerRef={trigger} id="settings-panel" label="Settings">
        <fieldset>
          <label>
            <input type="radio" name="theme" /> Dark
          </label>
          <label>
            <input type="radio" name="theme" defaultChecked /> Light
          </label>
        </fieldset>
        <button type="button">Save</button>
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('opens by keyboard on its checked choice, and Escape closes it with focus back on the trigger', async () => {
    const user = userEvent.setup();
    render(<Gear />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Settings' });
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Light' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
