import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TimeChart from './TimeChart';

describe('TimeChart', () => {
  it('is an image named by its title, with its text alternative beside it where a screen reader reads it', () => {
    render(
      <TimeChart
        title="Transactions per day"
        testId="tx-chart"
        kind="bar"
        unit="Tx"
        labels={['2026-11-01', '2026-11-02']}
        formatLabel={(label) => label.slice(5)}
        series={[{ key: 'tx', label: 'Transactions', color: '#bff009', values: [120, 80] }]}
      />,
    );
    const image = screen.getByRole('img', { name: 'Transactions per day' });
    const summary = screen.getByTestId('chart-summary');
    // An image's content is presentational: the summary must not sit inside it.
    expect(image.contains(summary)).toBe(false);
    expect(screen.getByTestId('tx-chart').contains(summary)).toBe(true);
    expect(summary.textContent).toBe('Transactions per day, from 11-01 to 11-02Transactions: latest 80, lowest 80, highest 120');
  });
});
