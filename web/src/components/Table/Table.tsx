import type { HTMLAttributes, Key, ReactNode, Ref, TableHTMLAttributes } from 'react';
import { visuallyHidden } from '../../styles/global.css';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** What a body cell shows (a render function, not a component). */
  render: (row: Row, index: number) => ReactNode;
  /** Right-aligned tabular figures, header included. */
  numeric?: boolean;
  /** On the column's body cells. */
  className?: string;
  /** The cell's label when rows stack on phones; defaults to the header when that is text. */
  label?: string;
}

type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

export interface TableProps<Row> extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'>, DataAttributes {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & DataAttributes;
  /** Names the table for screen readers; hidden unless captionVisible. */
  caption?: ReactNode;
  captionVisible?: boolean;
  /** A scrolling table names its scroll area: it becomes a focusable region that arrow keys scroll. */
  scrollLabel?: string;
  head?: 'muted' | 'mutedSmall' | 'label';
  padding?: 'regular' | 'narrow' | 'compact';
  /** Keep every body cell on one line. */
  nowrap?: boolean;
  /** Draw the rule under the last row (default). */
  lastRule?: boolean;
  /** On phones, rows become labelled cards. */
  stackOnMobile?: boolean;
  /** On the scroll wrapper. */
  wrapClassName?: string;
  bodyRef?: Ref<HTMLTableSectionElement>;
}

/**
 * One table for every list of records: real <table> semantics (caption, column headers with scope),
 * a horizontal scroll wrapper, and the few looks the pages use as variants.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  caption,
  captionVisible = false,
  scrollLabel,
  head = 'muted',
  padding = 'regular',
  nowrap = false,
  lastRule = true,
  stackOnMobile = false,
  wrapClassName,
  className,
  bodyRef,
  ...rest
}: TableProps<Row>) {
  const tableClass = [styles.table, stackOnMobile && styles.stacked, className].filter(Boolean).join(' ');
  return (
    <div
      className={wrapClassName ? `${styles.wrap} ${wrapClassName}` : styles.wrap}
      {...(scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {})}
    >
      <table className={tableClass} {...rest}>
        {caption && <caption className={captionVisible ? undefined : visuallyHidden}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.headCell({ head, padding, numeric: column.numeric ?? false })}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {rows.map((row, index) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => {
                const cellClass = styles.cell({ padding, numeric: column.numeric ?? false, nowrap, lastRule });
                return (
                  <td
                    key={column.key}
                    className={column.className ? `${cellClass} ${column.className}` : cellClass}
                    data-label={stackOnMobile ? (column.label ?? (typeof column.header === 'string' ? column.header : undefined)) : undefined}
                  >
                    {column.render(row, index)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
