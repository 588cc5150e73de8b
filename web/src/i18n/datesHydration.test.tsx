import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useDates } from './dates';

// The reader is in Seoul (UTC+9); a snapshot was rendered elsewhere. Restored after: the zone is the process's.
const zone = process.env.TZ;
process.env.TZ = 'Asia/Seoul';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const AT = '2026-11-27T13:21:00Z';

function When() {
  const dates = useDates();
  return (
    <p>
      <time>{dates.header(AT)}</time> <time>{dates.voteEnd(AT, { timeZone: 'Asia/Singapore' })}</time>
    </p>
  );
}

describe('dates on a page rendered before its reader is known (a snapshot)', () => {
  it('are in UTC in the HTML and while hydrating (no mismatch), then in the reader’s zone; a given zone stays', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<When />);
    expect(container.textContent).toBe('2026.11.27 01:21 PM Nov 27, 09:21 PM');
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recovered = vi.fn();
    await act(async () => {
      hydrateRoot(container, <When />, { onRecoverableError: recovered });
    });
    expect(container.textContent).toBe('2026.11.27 10:21 PM Nov 27, 09:21 PM');
    expect(recovered).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
