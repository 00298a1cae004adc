import { Anchor, Badge, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { type AdminProduct, PRODUCT_PAGE_SIZES, productStatuses } from '../../../shared/admin-products';
import { labelledOptions, productStatusLabels, routineStepLabels } from '../../../shared/enum-labels';
import { formatCents } from '../../../shared/money';
import { categoryLabels, type ProductCategory, productCategories } from '../../../shared/product-categories';
import { useServerTable } from '../../components/back-office/use-server-table';
import { trpc } from '../../trpc';
import { phoneCardColumns } from '../../components/back-office/phone-card-columns';
import cards from '../../components/back-office/phone-cards.module.css';

type SortColumn = 'name' | 'price' | 'category' | 'updatedAt';
type StatusFilter = 'active' | 'archived' | 'all';

/** The catalogue for the representative: searched, filtered, sorted and paged by the server. */
export function ProductsTable() {
  const table = useServerTable<AdminProduct>({ columnAccessor: 'name', direction: 'asc' });
  const [category, setCategory] = useState<ProductCategory | null>(null);
  const [status, setStatus] = useState<StatusFilter>('active');
  const list = trpc.adminProducts.list.useQuery(
    { ...table.query, category: category ?? undefined, status, sortBy: table.query.sortBy as SortColumn },
    { placeholderData: (previous) => previous },
  );
  const { resetPage } = table;
  return (
    <>
      <Group align="flex-end">
        <TextInput label="Search" placeholder="Name or slug" value={table.search} onChange={(event) => table.setSearch(event.currentTarget.value)} />
        <Select
          label="Category"
          placeholder="All categories"
          clearable
          data={labelledOptions(productCategories, categoryLabels)}
          value={category}
          onChange={(value) => resetPage(setCategory)(value as ProductCategory | null)}
        />
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => resetPage(setStatus)(value as StatusFilter)}
          data={[...labelledOptions(productStatuses, productStatusLabels), { value: 'all', label: 'All' }]}
        />
      </Group>
      <DataTable<AdminProduct>
        className={cards.cards}
        {...table.tableProps}
        records={list.data?.products ?? []}
        fetching={list.isFetching}
        totalRecords={list.data?.total ?? 0}
        recordsPerPageOptions={[...PRODUCT_PAGE_SIZES]}
        noRecordsText="No products match"
        columns={phoneCardColumns([
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
          { accessor: 'routineStep', title: 'Step', render: (product) => routineStepLabels[product.routineStep] },
          { accessor: 'status', render: (product) => <Badge color={product.status === 'active' ? 'teal.9' : 'gray.7'}>{productStatusLabels[product.status]}</Badge> },
          { accessor: 'updatedAt', title: 'Updated', sortable: true, render: (product) => new Date(product.updatedAt).toLocaleDateString('en-US') },
        ])}
      />
    </>
  );
}
