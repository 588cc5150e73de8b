import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Editor() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Edit Name"
        footer={
          <>
            <button type="button" disabled>
              Save
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Done
            </button>
          </>
        }
      >
        <label>
          Name <input />
        </label>
        <fieldset>
          <label>
            <input type="radio" name="kind" /> One
          </label>
          <label>
            <input type="radio" name="kind" /> Two
          </label>
        </fieldset>
      </Modal>
      <button type="button">After</button>
    </>
  );
}

describe('Modal', () => {
  it('takes focus in on open and keeps Tab and Shift+Tab inside, a radio group being one stop', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Name' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      await user.tab();
      const active = document.activeElement!;
      order.push(active.getAttribute('aria-label') || active.textContent?.trim() || active.tagName);
    }
    // Name's input, the radio group (once), Done (Save is disabled), then back to Close.
    expect(order).toEqual(['INPUT', 'INPUT', 'Done', 'Close', 'INPUT']);
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
  });

  it('closes on Escape and gives focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    await user.click(opener);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back to its opener when a control inside closes it', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
