import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKeys } from './api/keys';
import { useApi } from './api/useApi';
import { holdPageData, PAGE_DATA_ID, readPageData } from './snapshotData';
import { snapshotKeys } from './snapshotKeys';

const KEY = apiKeys.proposal(53);

function Title() {
  const { data } = useApi(KEY);
  return <h2>{data ? data.title : 'loading'}</h2>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  holdPageData(null);
  document.body.innerHTML = '';
});

describe("a snapshot's embedded data", () => {
  it('is read from its JSON block, and a page without one holds nothing', () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{"${KEY}":{"title":"Raise \\u003c/script\\u003e"}}</script>`;
    expect(readPageData(document)).toEqual({ [KEY]: { title: 'Raise </script>' } });
    document.body.innerHTML = '';
    expect(readPageData(document)).toBeNull();
  });

  it('names the reads the detail pages make', () => {
    expect(snapshotKeys.agenda(53)).toEqual(['/v1/proposals/53']);
    expect(snapshotKeys.council()).toEqual(['/v1/councils?order=staking']);
  });

  it('hydrates the server’s HTML with the data and asks the API nothing on that first mount', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      asked.push(path);
      return new Response(JSON.stringify({ code: 200, result: { title: 'Newer' } }));
    });
    const data = { [KEY]: { title: 'Raise the gas floor' } };
    holdPageData(data);
    const tree = (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Title />
      </SWRConfig>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    // The browser holds the answers it reads from the page, as main.tsx does (the server's render was another process).
    holdPageData(data);
    document.body.append(container);
    expect(container.textContent).toBe('Raise the gas floor');
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, tree);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toBe('Raise the gas floor');
    expect(errors).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });

  it('asks again on a later mount of the same read', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      asked.push(path);
      return new Response(JSON.stringify({ code: 200, result: { title: 'Newer' } }));
    });
    holdPageData({ [KEY]: { title: 'Raise the gas floor' } });
    const cache = new Map();
    const first = render(
      <SWRConfig value={{ provider: () => cache }}>
        <Title />
      </SWRConfig>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toEqual([]);
    first.unmount();
    render(
      <SWRConfig value={{ provider: () => cache }}>
        <Title />
      </SWRConfig>,
    );
    expect(await screen.findByText('Newer')).toBeTruthy();
    expect(asked).toEqual([KEY]);
  });

  it('is not spent by a render thrown away before the mount (a Korean page waiting for its messages)', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      asked.push(path);
      return new Response(JSON.stringify({ code: 200, result: { title: 'Newer' } }));
    });
    holdPageData({ [KEY]: { title: 'Raise the gas floor' } });
    let loaded = false;
    let load = () => {};
    const messages = new Promise<void>((resolve) => {
      load = () => {
        loaded = true;
        resolve();
      };
    });
    function TitleAfterMessages() {
      const { data } = useApi(KEY);
      if (!loaded) throw messages;
      return <h2>{data ? data.title : 'loading'}</h2>;
    }
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Suspense fallback="…">
          <TitleAfterMessages />
        </Suspense>
      </SWRConfig>,
    );
    await act(async () => load());
    expect(await screen.findByText('Raise the gas floor')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toEqual([]);
  });
});
