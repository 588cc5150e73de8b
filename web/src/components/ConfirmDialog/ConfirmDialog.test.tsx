import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function Disconnect({ onDisconnect = () => {} }: { onDisconnect?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        0x1234…abcd
      </button>
      <ConfirmDialog
        open={open}
        title="Are You Sure to Disconnect?"
        confirmLabel="Disconnect"
        onConfirm={() => {
          onDisconnect();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        You will need to connect your wallet again to vote.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a named alert dialog with focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<Disconnect />);
    await user.click(screen.getByRole('button', { name: '0x1234…abcd' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are You Sure to Disconnect?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('You will need to connect your wallet again to vote.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('closes on Escape without confirming and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    let confirmed = 0;
    render(<Disconnect onDisconnect={() => confirmed++} />);
    const opener = screen.getByRole('button', { name: '0x1234…abcd' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(confirmed).toBe(0);
  });

  it('confirms once with the confirm button', async () => {
    const user = userEvent.setup();
    let confirmed = 0;
    render(<Disconnect onDisconnect={() => confirmed++} />);
    const opener = screen.getByRole('button', { name: '0x1234…abcd' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(confirmed).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Cancel closes without confirming', async () => {
    const user = userEvent.setup();
    let confirmed = 0;
    render(<Disconnect onDisconnect={() => confirmed++} />);
    await user.click(screen.getByRole('button', { name: '0x1234…abcd' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(confirmed).toBe(0);
  });
});
