import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from './MobileMenu';

describe('MobileMenu', () => {
  it('takes focus in, keeps Tab and Shift+Tab inside, and gives focus back to the menu button on Escape', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MobileMenu hintOpen={false} />
        <a href="/after">After</a>
      </MemoryRouter>,
    );
    const trigger = screen.getByRole('button', { name: 'Menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    // The Tab wrap is its own chunk, loaded as the menu opens; focus moves in once it is there.
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    const first = document.activeElement;

    // Shift+Tab from the first control goes round to the last (Save), Tab from there back to the first.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.tab();
    expect(document.activeElement).toBe(first);
    for (let i = 0; i < 30; i++) {
      await user.tab();
      expect(sheet.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    expect(sheet.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });
});
