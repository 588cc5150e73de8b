import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../shared/preferences/preferencesContext';
import { STORAGE_KEYS } from '../../shared/preferences/storage';
import { PreferencesProvider } from './PreferencesProvider';

function Chip() {
  const { explorer } = usePreferences();
  return <a href={`https://${explorer}.example/address/0x1`}>on {explorer}</a>;
}

afterEach(() => localStorage.clear());

describe('preferences on a page rendered on the server (a snapshot)', () => {
  it("hydrate with the server's explorer, then show the reader's: links and labels follow, without a mismatch", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <PreferencesProvider>
        <Chip />
      </PreferencesProvider>,
    );
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://finder.example/address/0x1');
    localStorage.setItem(STORAGE_KEYS.explorer, 'scope');
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recovered = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <PreferencesProvider>
          <Chip />
        </PreferencesProvider>,
        { onRecoverableError: recovered },
      );
    });
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://scope.example/address/0x1');
    expect(container.textContent).toBe('on scope');
    expect(recovered).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
