import { Anchor, Badge, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { type AdminProduct, PRODUCT_PAGE_SIZES } from '../../../shared/admin-products';
import { formatCents } from '../../../shared/money';
import { categoryLabels, type ProductCategory, productCategories } from '../../../shared/product-categories';
import { trpc } from '../../trpc';

type SortColumn = 'name' | 'price' | 'category' | 'updatedAt';
type StatusFilter = 'active' | 'archived' | 'all';

/** The catalogue for the representative: searched, filtered, sorted and paged by the server. */
export function ProductsTable() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [category, setCategory] = useState<ProductCategory | null>(null);
  const [status, setStatus] = useState<StatusFilter>('active');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(25);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<AdminProduct>>({ columnAccessor: 'name', direction: 'asc' });
  const list = trpc.adminProducts.list.useQuery(
    { search: debounced, category: category ?? undefined, status, page, pageSize, sortBy: sortStatus.columnAccessor as SortColumn, sortDirection: sortStatus.direction },
    { placeholderData: (previous) => previous },
  );
  const resetPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  return (
    <>
      <Group align="flex-end">
        <TextInput label="Search" placeholder="Name or slug" value={search} onChange={(event) => resetPage(setSearch)(event.currentTarget.value)} />
        <Select
          label="Category"
          placeholder="All categories"
          clearable
          data={productCategories.map((value) => ({ value, label: categoryLabels[value] }))}
          value={category}
          onChange={(value) => resetPage(setCategory)(value as ProductCategory | null)}
        />
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => resetPage(setStatus)(value as StatusFilter)}
          data={[
            { value: 'active', label: 'In the shop' },
            { value: 'archived', label: 'Archived' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      <DataTable<AdminProduct>
        withTableBorder
        borderRadius="md"
        striped
        minHeight={200}
        records={list.data?.products ?? []}
        fetching={list.isFetching}
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={[...PRODUCT_PAGE_SIZES]}
        onRecordsPerPageChange={resetPage(setPageSize)}
        sortStatus={sortStatus}
        onSortStatusChange={resetPage(setSortStatus)}
        noRecordsText="No products match"
        columns={[
          {
            accessor: 'name',
            sortable: true,
            render: (product) => (
              <Anchor renderRoot={(props) => <Link to="/dashboard/products/$productId" params={{ productId: String(product.id) }} {...props} />}>
                {product.name}
              </Anchor>
            ),
          },
          { accessor: 'category', sortable: true, render: (product) => categoryLabels[product.category] },
          { accessor: 'price', sortable: true, textAlign: 'right', render: (product) => formatCents(product.price) },
          { accessor: 'routineStep', title: 'Step' },
          { accessor: 'status', render: (product) => <Badge color={product.status === 'active' ? 'green' : 'gray'}>{product.status === 'active' ? 'In the shop' : 'Archived'}</Badge> },
          { accessor: 'updatedAt', title: 'Updated', sortable: true, render: (product) => new Date(product.updatedAt).toLocaleDateString('en-US') },
        ]}
      />
    </>
  );
}
