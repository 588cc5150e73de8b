import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <button disabled={!useHydrated()}>Verify</button>;
}

describe('useHydrated', () => {
  it('is false in the server render (a snapshot), true in the browser', () => {
    expect(renderToString(<Probe />)).toContain('disabled');
    const { getByRole } = render(<Probe />);
    expect((getByRole('button') as HTMLButtonElement).disabled).toBe(false);
  });
});
