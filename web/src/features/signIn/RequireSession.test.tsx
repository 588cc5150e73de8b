import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveSignedInAccount } from '@portal/core/entities/account';
import { RESTORING, setSession, SIGNED_OUT } from '../../shared/session/sessionStore';
import { RequireSession } from './RequireSession';

function renderGuarded() {
  return render(
    <MemoryRouter initialEntries={['/MyPage']}>
      <Routes>
        <Route element={<RequireSession />}>
          <Route path="/MyPage" element={<p>my page</p>} />
        </Route>
        <Route path="/Home" element={<p>home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  setSession(SIGNED_OUT);
  vi.unstubAllGlobals();
});

describe('the My Page guard', () => {
  it('goes home without a session', () => {
    renderGuarded();
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('waits while a stored token is being checked, then shows the page once signed in', () => {
    setSession(RESTORING);
    const { rerender } = renderGuarded();
    expect(screen.queryByText('home')).toBeNull();
    expect(screen.queryByText('my page')).toBeNull();
    expect(screen.getByRole('status', { name: 'Signing in' })).toBeTruthy();
    const address = '0x00000000000000000000000000000000000000aa';
    const account = deriveSignedInAccount(address, { stored: { id: 1, address, council_id: 0, level: 0, type: 0 }, secretary: false, voterCouncilId: null })!;
    setSession({ status: 'signedIn', account, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
    rerender(
      <MemoryRouter initialEntries={['/MyPage']}>
        <Routes>
          <Route element={<RequireSession />}>
            <Route path="/MyPage" element={<p>my page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('my page')).toBeTruthy();
  });
});
