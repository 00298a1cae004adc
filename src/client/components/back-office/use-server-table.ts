import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';

/**
 * The state of a back-office table that the server searches, sorts and pages: the query to
 * send, and the props of mantine-datatable's DataTable. Any filter change goes back to page 1.
 */
export function useServerTable<T>(initialSort: DataTableSortStatus<T>, initialPageSize = 25) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [sortStatus, setSortStatus] = useState(initialSort);
  const resetPage =
    <V>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  return {
    search,
    setSearch: resetPage(setSearch),
    resetPage,
    query: { search: debouncedSearch, page, pageSize, sortBy: sortStatus.columnAccessor, sortDirection: sortStatus.direction },
    tableProps: {
      withTableBorder: true,
      borderRadius: 'md',
      striped: true,
      minHeight: 200,
      page,
      onPageChange: setPage,
      recordsPerPage: pageSize,
      onRecordsPerPageChange: resetPage(setPageSize),
      sortStatus,
      onSortStatusChange: resetPage(setSortStatus),
    },
  };
}
