import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDomSession, renderInApp, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import type { VersionedActivity } from './activityCalls';
import CouncilActivitiesPanel from './CouncilActivitiesPanel';

const ADMIN = '0xaa458fc5c106c7b13d39765a6c3ca7d516d4a791';
const record: VersionedActivity = {
  version: 4,
  id: 12,
  council_id: 1,
  title: 'Hackathon',
  content: 'We ran a hackathon.',
  featured_image: '',
  created_at: '2026-11-01T00:00:00.000Z',
  attachments: [],
  contracts: [],
  csv_filename: null,
};

const writes: { method: string; path: string; metadata: unknown; ifMatch?: string }[] = [];
/** What the next write answers (a conflict, to see the form show it). */
let answer: { status: number; body: unknown } = { status: 200, body: { code: 200, result: { id: 12 } } };

beforeEach(() => {
  writes.length = 0;
  answer = { status: 200, body: { code: 200, result: { id: 12 } } };
  screenWidth('desktop');
  signInForTest(ADMIN, { id: 3, council_id: 1, level: 0, type: 1 });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return new Response(JSON.stringify({ code: 200, result: { items: [record], total: 1, page: 1, size: 3 } }));
    const metadata = init.body instanceof FormData ? JSON.parse(String(init.body.get('metadata'))) : null;
    const ifMatch = new Headers(init.headers).get('If-Match');
    writes.push({ method, path, metadata, ...(ifMatch ? { ifMatch } : {}) });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(endDomSession);

const renderPanel = () => renderInApp(<CouncilActivitiesPanel councilId={1} />);

describe('council activities panel', () => {
  it('enables Save only for a valid activity and posts it', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add an Activity' }));
    const modal = screen.getByRole('dialog', { name: 'Add an Activity' });
    const save = within(modal).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(within(modal).getByRole('textbox', { name: 'Title' }), 'Workshop');
    await user.type(within(modal).getByRole('textbox', { name: 'Content' }), 'a');
    expect(within(modal).getByText('Please check the length of your content - 1/2,500')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await user.type(within(modal).getByRole('textbox', { name: 'Content' }), 'b');
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    await screen.findByText('The activity is successfully posted.');
    expect(writes).toEqual([{ method: 'POST', path: '/v1/councils/1/activity', metadata: { council_id: 1, title: 'Workshop', content: 'ab', contracts: [], csv_filename: null, attachments: [] } }]);
  });

  it('sends only the edited field, and deletes after the confirm', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Hackathon' }));
    const modal = screen.getByRole('dialog', { name: 'Edit Activity' });
    await user.clear(within(modal).getByRole('textbox', { name: 'Title' }));
    await user.type(within(modal).getByRole('textbox', { name: 'Title' }), 'Hackathon 2026');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await screen.findByText('The activity is successfully edited.');
    expect(writes).toEqual([{ method: 'PUT', path: '/v1/councils/1/activity/12', metadata: { title: 'Hackathon 2026' }, ifMatch: '"4"' }]);

    await user.click(screen.getByRole('button', { name: 'Delete Hackathon' }));
    expect(screen.getByText("Are you sure you want to delete? You can't undo this action.")).toBeTruthy();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Delete complete');
    await waitFor(() => expect(writes.at(-1)).toEqual({ method: 'DELETE', path: '/v1/councils/1/activity/12', metadata: null }));
  });

  it('after a delete, focus goes to the panel’s Add rather than being dropped with the row’s Delete', async () => {
    let deleted = false;
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') === 'GET') {
        // The list read after the delete takes a while, as over a network: the confirmation must not close before it.
        if (deleted) await new Promise((resolve) => setTimeout(resolve, 50));
        return new Response(JSON.stringify({ code: 200, result: { items: deleted ? [] : [record], total: deleted ? 0 : 1, page: 1, size: 3 } }));
      }
      deleted = true;
      return new Response(JSON.stringify({ code: 200, result: null }));
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete Hackathon' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('There are no contents.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an Activity' }));
  });

  it('shows the conflict when someone saved the activity since the form read it', async () => {
    const conflict = 'Someone else changed or deleted this activity since you opened it; reload and edit again.';
    answer = { status: 409, body: { code: 409, err_msg: conflict } };
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Hackathon' }));
    const modal = screen.getByRole('dialog', { name: 'Edit Activity' });
    await user.type(within(modal).getByRole('textbox', { name: 'Title' }), '!');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText(conflict)).toBeTruthy();
    expect(writes.map((w) => w.ifMatch)).toEqual(['"4"']);
  });

  it('has no Add, Edit or Delete on a phone', async () => {
    screenWidth('phone');
    renderPanel();
    await screen.findByText('Hackathon');
    expect(screen.queryByRole('button', { name: 'Add an Activity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Hackathon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Hackathon' })).toBeNull();
  });
});
