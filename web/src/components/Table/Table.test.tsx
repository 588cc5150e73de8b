import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Payment {
  id: number;
  to: string;
  amount: string;
}

const rows: Payment[] = [
  { id: 1, to: 'Alice', amount: '1.5' },
  { id: 2, to: 'Bob', amount: '20' },
];
const columns: TableColumn<Payment>[] = [
  { key: 'to', header: 'Recipient', render: (p) => p.to },
  { key: 'amount', header: 'Amount', numeric: true, render: (p) => p.amount },
];

describe('Table', () => {
  it('is a table named by its caption, with column headers scoped to their columns', () => {
    render(<Table caption="Payments" columns={columns} rows={rows} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'Payments' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Recipient', 'Amount']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Alice', '1.5'],
      ['Bob', '20'],
    ]);
  });

  it('puts row attributes from rowProps on each row, and table attributes on the table', () => {
    render(<Table data-testid="payments" columns={columns} rows={rows} rowKey={(p) => p.id} rowProps={(p) => ({ 'data-id': p.id })} />);
    const table = screen.getByTestId('payments');
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-id'))).toEqual(['1', '2']);
  });

  it('makes a scrolling table a named region the keyboard can reach', async () => {
    const user = userEvent.setup();
    render(<Table scrollLabel="Payments list" columns={columns} rows={rows} rowKey={(p) => p.id} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Payments list' }));
  });

  it('is not in the tab order when it does not name a scroll area', () => {
    render(<Table columns={columns} rows={rows} rowKey={(p) => p.id} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('[tabindex]')).toBeNull();
  });

  it('labels each cell with its header when rows stack on phones', () => {
    render(<Table stackOnMobile columns={columns} rows={rows} rowKey={(p) => p.id} />);
    expect([...document.querySelectorAll('tbody tr:first-child td')].map((td) => td.getAttribute('data-label'))).toEqual(['Recipient', 'Amount']);
  });
});
