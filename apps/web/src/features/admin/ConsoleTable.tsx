import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import area from '../../components/coach-area.module.css';
import { formatDay } from '../../lib/format.ts';
import a11y from '../../lib/visually-hidden.module.css';

/** The console's column for row buttons: no visible heading, "Actions" for screen readers. */
export const ACTIONS = '';

/**
 * A console table: in its box, scrolling sideways on a phone (a focusable region named `label`), a
 * caption when given, one heading row of `columns` (ACTIONS for the buttons' column) and the rows.
 */
export function ConsoleTable({ label, minWidth, caption, columns, highlight = true, children }: {
  label: string;
  minWidth: number;
  caption?: string | false;
  columns: readonly string[];
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={area.tableBox}>
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
        <Table verticalSpacing="xs" highlightOnHover={highlight}>
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column || 'actions'} scope="col">
                  {column === ACTIONS ? <span className={a11y.visuallyHidden}>Actions</span> : column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

/** "3 customers", "1 customer". */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A moment as the reader's clock shows it: 'Mar 2, 2026, 09:05'. */
export function consoleMoment(iso: string) {
  const date = new Date(iso);
  return `${formatDay(iso)}, ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
