import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/messages';
import { visuallyHidden } from '../../styles/global.css';
import { ChartSummary, seriesFigures } from './ChartSummary';

const labels = ['2026-11-01', '2026-11-02', '2026-11-03'];
const series = [
  { key: 'supply', label: 'Total Supply', values: [5_000_000, 4_000_000, 4_500_000] },
  { key: 'burnt', label: 'Burnt', values: [10, 30, 20], format: (v: number) => `${v} KAIA` },
];

describe('ChartSummary', () => {
  it('finds the latest, lowest and highest value', () => {
    expect(seriesFigures([3, 1, 4, 1, 5, 2])).toEqual({ latest: 2, min: 1, max: 5 });
    expect(seriesFigures([])).toBeNull();
  });

  it('names the period and, per series, the latest, lowest and highest value, in text a screen reader reaches', () => {
    render(<ChartSummary title="KAIA Supply" labels={labels} formatLabel={(l) => l.slice(5)} series={series} />);
    const summary = screen.getByTestId('chart-summary');
    expect(summary.querySelector('p')?.textContent).toBe('KAIA Supply, from 11-01 to 11-03');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Total Supply: latest 4.5M, lowest 4M, highest 5M',
      'Burnt: latest 20 KAIA, lowest 10 KAIA, highest 30 KAIA',
    ]);
    // Visually hidden, not hidden from assistive technology.
    expect(summary.closest('[aria-hidden="true"]')).toBeNull();
    expect(summary.className).toBe(visuallyHidden);
  });

  it('speaks Korean on a Korean page', async () => {
    await act(async () => {
      render(
        <LocaleProvider locale="ko">
          <Suspense fallback={null}>
            <ChartSummary title="KAIA 공급량" labels={labels} formatLabel={(l) => l.slice(5)} series={series.slice(0, 1)} />
          </Suspense>
        </LocaleProvider>,
      );
    });
    expect((await screen.findByTestId('chart-summary')).textContent).toBe('KAIA 공급량, 11-01부터 11-03까지Total Supply: 최근 4.5M, 최저 4M, 최고 5M');
  });
});
