import { describe, expect, it } from 'vitest';
import { fileNameFrom, labelColor, pageCount, pageOf } from './treasuryLabels';

describe('treasury helpers', () => {
  it('reads the download name from Content-Disposition, transaction_list.csv by default', () => {
    expect(fileNameFrom('attachment; filename="KCF_transaction_list_2026-11-15.csv"')).toBe('KCF_transaction_list_2026-11-15.csv');
    expect(fileNameFrom(null)).toBe('transaction_list.csv');
    expect(fileNameFrom('attachment')).toBe('transaction_list.csv');
  });

  it('pages a list', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(items, 3, 20)).toEqual([40, 41, 42, 43, 44]);
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('colours every category, unknown ones as Others', () => {
    expect(labelColor('Token Swap')).toBe('#f59e0b');
    expect(labelColor('Something new')).toBe(labelColor('Others'));
  });
});
