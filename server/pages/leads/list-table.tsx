import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

export type ListColumn<T> = {
  label: string;
  cell: (row: T) => ReactNode;
  /** Only screen readers read the heading (a column of buttons). */
  isLabelHidden?: boolean;
  /** Each value is one token that reads wrong broken (a phone number, a date): never wrapped. */
  isWhole?: boolean;
  className?: string;
};

export type ListTableProps<T> = { columns: ListColumn<T>[]; rows: T[]; rowKey: (row: T) => string };

/** A list as a table; on phones each row becomes a small card, each cell labelled with its column. */
export function ListTable<T>({ columns, rows, rowKey }: ListTableProps<T>) {
  return (
    <table className={`${styles.table} ${styles.list}`}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.isLabelHidden ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td
                key={column.label}
                data-label={column.isLabelHidden ? undefined : column.label}
                className={[column.className, column.isWhole ? styles.whole : undefined].filter(Boolean).join(' ') || undefined}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
