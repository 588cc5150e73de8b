import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { deriveSignedInAccount, type SiteAccount } from '@portal/core/entities/account';
import { ToastProvider } from '../../web/src/components/Toast/ToastProvider';
import { setSession, SIGNED_OUT } from '../../web/src/shared/session/sessionStore';

/**
 * What the web's component tests (happy-dom) share: a signed-in session as the server would derive it,
 * a screen width for the media queries, and the app's providers around the component.
 */

/** A session for `address` with its stored account (null for a secretary or voter without one), a day from expiring. */
export function signInForTest(address: string, stored: Omit<SiteAccount, 'address'> | null, facts: { secretary?: boolean; voterCouncilId?: number | null } = {}) {
  const account = deriveSignedInAccount(address, {
    stored: stored ? ({ ...stored, address } as SiteAccount) : null,
    secretary: facts.secretary ?? false,
    voterCouncilId: facts.voterCouncilId ?? null,
  });
  if (!account) throw new Error(`${address} may not sign in with these facts`);
  setSession({ status: 'signedIn', account, expiredAt: new Date(Date.now() + 86_400_000).toISOString() });
}

/**
 * happy-dom's matchMedia answers false to everything: a phone matches the narrow (max-width) queries,
 * a desktop the wide (min-width) ones. Undone by vi.unstubAllGlobals().
 */
export function screenWidth(kind: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes(kind === 'phone' ? 'max-width' : 'min-width'), media: query, addEventListener() {}, removeEventListener() {} }));
}

/** Each test's afterEach: signed out, and fetch and matchMedia as happy-dom has them. */
export function endDomSession() {
  setSession(SIGNED_OUT);
  vi.unstubAllGlobals();
}

/** A component as the app mounts it: a router, an SWR cache of its own, the toasts. */
export function renderInApp(ui: ReactElement) {
  return render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>{ui}</ToastProvider>
      </SWRConfig>
    </MemoryRouter>,
  );
}
