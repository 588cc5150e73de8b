import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouncilRecord } from '@portal/core/entities/council';
import { endDomSession, renderInApp } from '../../../../test/setup/domSession';
import { LinksDialog } from './EditDialogs';

const council = {
  id: 2,
  name: 'Northwind',
  thumbnail: '',
  summary: '',
  description: '',
  categories: [],
  websites: [
    { url: 'https://northwind.example', title: 'Website' },
    { url: 'https://docs.northwind.example', title: '' },
  ],
  communities: [],
  site_conf: { status: 'OnBoarding', isFoundation: false },
  joined_at: null,
  resigned_at: null,
  address: null,
} as unknown as CouncilRecord;

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 200, result: [] })));
});
afterEach(endDomSession);

describe('Edit Links', () => {
  it('keeps a website’s title when saving (the dialog has no title field, so saving must not drop it)', async () => {
    const onSave = vi.fn(async () => true);
    renderInApp(<LinksDialog council={council} open onClose={() => {}} onSave={onSave} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect((onSave.mock.calls[0] as unknown[])[0]).toEqual({
      websites: [{ url: 'https://northwind.example', title: 'Website' }, { url: 'https://docs.northwind.example' }],
      communities: [],
    });
  });
});
