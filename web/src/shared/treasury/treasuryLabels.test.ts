import { describe, expect, it } from 'vitest';
import { agendaIdsByKgp, CSV_DOWNLOAD_TOASTS, fileNameFrom, labelColor, pageCount, pageOf } from './treasuryLabels';

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

  // Issue 18: KGP numbers in the treasury did not link to their agenda.
  it('maps each KGP number to its agenda, the newest when an agenda was resumed under a new number', () => {
    const byKgp = agendaIdsByKgp([
      { id: 44, kgp: '25' },
      { id: 12, kgp: '7' },
      { id: 33, kgp: '25' },
      { id: 13, kgp: null },
    ]);
    expect([...byKgp.entries()].sort()).toEqual([
      ['25', 44],
      ['7', 12],
    ]);
    expect(byKgp.get('99')).toBeUndefined();
  });

  it("uses the admin spec's CSV download toasts", () => {
    expect(CSV_DOWNLOAD_TOASTS).toEqual({ done: 'Successfully downloaded.', failed: 'Sorry, an error has occured.\nPlease try again.' });
  });
});
