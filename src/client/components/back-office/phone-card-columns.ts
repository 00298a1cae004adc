import type { DataTableColumn } from 'mantine-datatable';

/** The heading mantine-datatable shows for a column without a title: its accessor in words ("createdAt" → "Created at"). */
function headingOf<T>(column: DataTableColumn<T>): string {
  if (typeof column.title === 'string') return column.title;
  const words = String(column.accessor).replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A DataTable's columns with each cell labelled by its column's heading, for the phone layout
 * where rows are cards (phone-cards.module.css).
 */
export function phoneCardColumns<T>(columns: DataTableColumn<T>[]): DataTableColumn<T>[] {
  return columns.map((column) => ({ ...column, customCellAttributes: () => ({ 'data-label': headingOf(column) }) }));
}
