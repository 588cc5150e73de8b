import { FUND_TYPES, SPENDING_CATEGORIES } from '@portal/core/entities/treasury';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endDomSession } from '../../../../test/setup/domSession';
import { renderInKorean } from '../../../../test/setup/korean';
import { KNOWN_CATEGORIES } from './categoryName';
import { LabelTag } from './LabelTag';

afterEach(endDomSession);

const everyCategory = [...new Set(FUND_TYPES.flatMap((fund) => SPENDING_CATEGORIES[fund]))];

describe('a spending category’s tag', () => {
  it('knows every category of both funds', () => {
    expect(everyCategory.filter((label) => !KNOWN_CATEGORIES.includes(label))).toEqual([]);
  });

  it('says each category in Korean, in words of its own', async () => {
    await renderInKorean(
      <ul>
        {everyCategory.map((label) => (
          <li key={label}>
            <LabelTag label={label} />
          </li>
        ))}
      </ul>,
    );
    // The Korean catalogue arrives as its own chunk: wait for it, as a reader would.
    await screen.findByText('미분류');
    const shown = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(shown).toContain('그랜트(서비스/인프라)');
    // No tag keeps its English name, and no two categories read alike.
    expect(shown.filter((text) => everyCategory.includes(text ?? ''))).toEqual([]);
    expect(new Set(shown).size).toBe(everyCategory.length);
  });

  it('shows the spec’s English in English, and a category it does not know as stored', () => {
    render(
      <>
        <LabelTag label="Grant (Service/Infrastructure)" />
        <LabelTag label="Validator Rewards" />
      </>,
    );
    expect(screen.getByText((_, element) => element?.textContent === 'Grant (Service/Infrastructure)' && element.hasAttribute('data-label-tag'))).toBeTruthy();
    expect(screen.getByText('Validator Rewards')).toBeTruthy();
  });
});
