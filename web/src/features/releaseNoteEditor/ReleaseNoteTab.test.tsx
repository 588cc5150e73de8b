import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseNote } from '@portal/core/entities/releaseNote';
import { endDomSession, renderInApp, screenWidth, signInForTest } from '../../../../test/setup/domSession';
import ReleaseNoteTab from './ReleaseNoteTab';

const ADMIN = '0xaa458fc5c106c7b13d39765a6c3ca7d516d4a791';
const CONFLICT = 'Release note 7 was changed by someone else since you opened it. Reload it and make your edit again.';
const notes: ReleaseNote[] = [
  { id: 7, title: 'Edited once', context: 'Body', date: '2026-11-01T00:00:00.000Z', version: 1 },
  { id: 6, title: 'Never edited', context: 'Body', date: '2026-10-01T00:00:00.000Z' },
];

/** The server: the list, and a delete that goes through only at the note's current version. */
let current: Map<number, number>;
const deletes: { path: string; ifMatch: string | null }[] = [];

beforeEach(() => {
  deletes.length = 0;
  current = new Map(notes.map((note) => [note.id, note.version ?? 0]));
  screenWidth('desktop');
  signInForTest(ADMIN, { id: 1, council_id: 0, level: 0, type: 0 });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'GET') return new Response(JSON.stringify({ code: 200, result: notes.filter((note) => current.has(note.id)) }));
    const ifMatch = new Headers(init.headers).get('If-Match');
    deletes.push({ path, ifMatch });
    const id = Number(path.split('/').pop());
    if (ifMatch !== `"${current.get(id)}"`) return new Response(JSON.stringify({ code: 409, err_msg: CONFLICT }), { status: 409 });
    current.delete(id);
    return new Response(JSON.stringify({ code: 200, result: null }));
  });
});
afterEach(endDomSession);

const renderTab = () => renderInApp(<ReleaseNoteTab />);

async function deleteNote(number: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Delete release note ${number}` }));
  const dialog = screen.getByRole('alertdialog');
  expect(within(dialog).getByText("Are you sure you want to delete? You can't undo this action.")).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('the release note tab', () => {
  it('deletes a note with the version it showed (If-Match), and the list follows', async () => {
    renderTab();
    await deleteNote('#007');
    await screen.findByText('Successfully deleted.');
    expect(deletes).toEqual([{ path: '/v1/release_note/7', ifMatch: '"1"' }]);
    await waitFor(() => expect(screen.queryByText('Edited once')).toBeNull());
    await deleteNote('#006');
    await waitFor(() => expect(deletes[1]).toEqual({ path: '/v1/release_note/6', ifMatch: '"0"' }));
  });

  it('after a delete, focus is on the list still there, not dropped with the deleted note’s Delete', async () => {
    renderTab();
    await deleteNote('#007');
    await screen.findByText('Successfully deleted.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('Edited once')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Never edited/ }));
  });

  it('a stale delete shows the failure with the conflict message and removes nothing', async () => {
    renderTab();
    await screen.findByText('Edited once');
    current.set(7, 2); // another operator edited the note after the list was read
    await deleteNote('#007');
    const status = await screen.findByText((text) => text.startsWith('Failed to delete.'));
    expect(status.textContent).toBe(`Failed to delete.\n${CONFLICT}`);
    expect(deletes).toEqual([{ path: '/v1/release_note/7', ifMatch: '"1"' }]);
    expect(screen.getByText('Edited once')).toBeTruthy();
  });

  it('has no New, Edit or Delete on a phone', async () => {
    screenWidth('phone');
    renderTab();
    await screen.findByText('Edited once');
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit release note/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete release note/ })).toBeNull();
  });
});
