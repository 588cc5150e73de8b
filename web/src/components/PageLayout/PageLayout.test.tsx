import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './PageLayout';

describe('PageLayout', () => {
  it('gives the screen one h1, its description, its actions and its content', () => {
    render(
      <PageLayout title="Site Manager" description="Who may run the site." actions={<button type="button">Add a Site Manager</button>} width="form">
        <p>list</p>
      </PageLayout>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Site Manager']);
    expect(screen.getByText('Who may run the site.')).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(header.contains(screen.getByRole('button', { name: 'Add a Site Manager' }))).toBe(true);
    expect(screen.getByText('list').parentElement?.getAttribute('data-width')).toBe('form');
  });

  it('offers a back button when the screen has somewhere to go back to', async () => {
    const user = userEvent.setup();
    let back = 0;
    render(
      <PageLayout title="Edit Release Note" onBack={() => back++}>
        <p>form</p>
      </PageLayout>,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toBe(1);
  });

  it('has no back button or actions when none are given', () => {
    render(
      <PageLayout title="Release Note">
        <p>list</p>
      </PageLayout>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
