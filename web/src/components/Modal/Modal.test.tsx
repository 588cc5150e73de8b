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

/** A list whose Delete asks first; Add is off once the list holds three. */
function Rows() {
  const [rows, setRows] = useState(['a', 'b']);
  const [asking, setAsking] = useState<string | 'add' | null>(null);
  return (
    <>
      <button type="button">Top</button>
      <section>
        <button type="button" disabled={rows.length >= 3} onClick={() => setAsking('add')}>
          Add
        </button>
        <ul>
          {rows.map((row) => (
            <li key={row}>
              {row}{' '}
              <button type="button" onClick={() => setAsking(row)}>
                Delete {row}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title="Sure?"
        footer={
          <button
            type="button"
            onClick={() => {
              setRows((list) => (asking === 'add' ? [...list, 'c'] : list.filter((row) => row !== asking)));
              setAsking(null);
            }}
          >
            Yes
          </button>
        }
      />
    </>
  );
}

describe('Modal, when what opened it is gone', () => {
  it('gives focus to the nearest control still there when the opener’s row went with the dialog', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    await user.click(screen.getByRole('button', { name: 'Delete a' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('button', { name: 'Delete a' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete b' }));
  });

  it('does the same when the opener can no longer take focus (an Add the save filled up)', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete a' }));
  });
});
