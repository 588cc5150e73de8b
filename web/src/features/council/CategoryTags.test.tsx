import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryTags } from './CouncilCard';

describe('CategoryTags', () => {
  // Issue 18: a council that listed "etc" first showed it first on its card and detail.
  it('shows "etc" last whatever order the council lists its categories in (spec §3)', () => {
    render(<CategoryTags categories={[{ id: 6, name: 'etc' }, { id: 4, name: 'Infra' }, { id: 1, name: 'Exchange' }]} />);
    const chips = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Exchange', 'Infra', 'etc']);
  });
});
