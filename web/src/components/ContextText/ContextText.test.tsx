import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContextText } from './ContextText';

const MARKDOWN = '## Summary\n\nRaise the **gas floor** to 50 ston.';

describe('ContextText', () => {
  it('never shows the raw markdown while the renderer loads, then shows it rendered', async () => {
    const { container } = render(<ContextText markdown={MARKDOWN} />);
    expect(container.textContent).not.toContain('**');
    expect(container.textContent).not.toContain('##');
    expect(screen.getByTestId('context-placeholder').getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByText('gas floor')).tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeTruthy();
    expect(container.textContent).not.toContain('**');
    expect(screen.queryByTestId('context-placeholder')).toBeNull();
  });
});
