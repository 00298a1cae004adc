import { Button, Paper, Stack } from '@mantine/core';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { ProductImportCard } from '../features/product-admin/product-import-card';
import { ProductsTable } from '../features/product-admin/products-table';

function ProductsPage() {
  return (
    <BackOfficePage
      title="Products"
      actions={
        <Button component={Link} to="/dashboard/products/new">
          New product
        </Button>
      }
    >
      <Paper withBorder radius="lg" p="lg">
        <Stack>
          <ProductsTable />
        </Stack>
      </Paper>
      <ProductImportCard />
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/products')({ component: ProductsPage });
