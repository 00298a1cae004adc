import { Button, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { downloadCsv } from '../../../lib/csv-download';

export interface FigureTableProps {
  /** What the figure shows, for the table's caption and the CSV's name. */
  title: string;
  fileName: string;
  header: string[];
  rows: string[][];
  /** The chart; the table is shown instead when asked for. */
  children?: ReactNode;
}

/**
 * A chart with its figures as a table one click away (for screen readers and exact numbers),
 * and the same table as a CSV for spreadsheets. Without a chart the table is always shown.
 */
export function FigureTable({ title, fileName, header, rows, children }: FigureTableProps) {
  const [asTable, setAsTable] = useState(false);
  const showTable = asTable || !children;
  return (
    <>
      {showTable ? (
        // Focusable, so a keyboard can scroll a table wider than a phone.
        <Table.ScrollContainer minWidth={header.length * 90} type="native" tabIndex={0} aria-label={`${title}, scrollable`}>
          <Table striped fz="sm" captionSide="top">
            <Table.Caption c="gray.7" ta="left">{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {header.map((cell) => (
                  <Table.Th key={cell}>{cell}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.join('\u0000')}>
                  {row.map((cell, index) => (
                    <Table.Td key={header[index]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        children
      )}
      <Group gap="xs" mt="xs">
        {children && (
          <Button size="compact-sm" variant="subtle" onClick={() => setAsTable(!asTable)} aria-pressed={asTable} aria-label={`${asTable ? 'Show chart' : 'Show table'}: ${title}`}>
            {asTable ? 'Show chart' : 'Show table'}
          </Button>
        )}
        <Button size="compact-sm" variant="subtle" onClick={() => downloadCsv(fileName, [header, ...rows])} aria-label={`Download CSV: ${title}`}>
          Download CSV
        </Button>
      </Group>
    </>
  );
}
