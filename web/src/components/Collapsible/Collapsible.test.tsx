import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Collapsible } from './Collapsible';

// happy-dom lays nothing out: the content reports the height a browser would measure.
let contentHeight = 0;
beforeEach(() => {
  contentHeight = 400;
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => contentHeight);
});
afterEach(() => vi.restoreAllMocks());

function renderText() {
  render(
    <Collapsible height={100}>
      <p>
        Long text with <a href="#below">a link under the fold</a>
      </p>
    </Collapsible>,
  );
}

describe('Collapsible', () => {
  it('collapses tall content and the toggle opens and closes it', async () => {
    const user = userEvent.setup();
    renderText();
    const toggle = screen.getByRole('button', { name: '... more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.style.maxHeight).toBe('100px');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'collapse' }).getAttribute('aria-expanded')).toBe('true');
    expect(body?.style.maxHeight).toBe('');
  });

  it('has no toggle when the content fits', () => {
    contentHeight = 80;
    renderText();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens when keyboard focus lands on a link inside the collapsed text', async () => {
    const user = userEvent.setup();
    renderText();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'a link under the fold' }));
    expect(screen.getByRole('button', { name: 'collapse' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('stays closed when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible height={100} disabled>
        <a href="#below">link</a>
      </Collapsible>,
    );
    await user.tab();
    await act(async () => {});
    expect(screen.getByRole('button', { name: '... more' })).toHaveProperty('disabled', true);
  });
});
