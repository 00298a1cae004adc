import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminProduct } from '../../../shared/admin-products';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { ProductForm } from './product-form';
import { emptyProduct, formValuesOf, productInputOf, validateProduct } from './product-form-values';

/** A new product: saved, it shows in the shop and in new quiz results at once. */
export function NewProductEditor() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useForm({ initialValues: emptyProduct, validate: validateProduct });
  const create = trpc.adminProducts.create.useMutation({
    onSuccess: ({ product }) => {
      showToast('Product created', `${product.name} is in the shop now.`);
      void utils.adminProducts.list.invalidate();
      void navigate({ to: '/dashboard/products/$productId', params: { productId: String(product.id) } });
    },
    onError: (error) => {
      if (error.data?.field) form.setFieldError(error.data.field, error.message);
      showToast('Error', error.message, 'destructive');
    },
  });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={1} fz="h2">
          New product
        </Title>
        <ProductForm form={form} saving={create.isPending} submitLabel="Create product" onSubmit={(values) => create.mutate(productInputOf(values))} />
      </Stack>
    </Paper>
  );
}

/** Edits the version it opened: if someone saved in between, saving says so instead of overwriting. */
export function ProductEditor({ product }: { product: AdminProduct }) {
  const utils = trpc.useUtils();
  const [opened, setOpened] = useState(product);
  const [stale, setStale] = useState(false);
  const form = useForm({ initialValues: formValuesOf(product), validate: validateProduct });
  const update = trpc.adminProducts.update.useMutation({
    onSuccess: ({ product: saved }) => {
      showToast('Product saved', `${saved.name} is updated in the shop.`);
      setOpened(saved);
      form.resetDirty(formValuesOf(saved));
      void utils.adminProducts.list.invalidate();
      utils.adminProducts.get.setData({ id: saved.id }, { product: saved });
    },
    onError: (error) => {
      if (error.data?.httpStatus === 409 && error.data.field === 'version') setStale(true);
      else if (error.data?.field) form.setFieldError(error.data.field, error.message);
      showToast('Error', error.message, 'destructive');
    },
  });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={1} fz="h2">
          {opened.name}
        </Title>
        <Text size="sm" c="gray.7">
          Version {opened.version}, saved {new Date(opened.updatedAt).toLocaleString('en-US')}
        </Text>
        {stale && (
          <Alert color="orange" title="Changed since you opened it">
            Someone saved this product after you opened it. Reload the page to see their version; your changes were not saved.
          </Alert>
        )}
        <ProductForm
          form={form}
          saving={update.isPending}
          submitLabel="Save changes"
          onSubmit={(values) => update.mutate({ ...productInputOf(values), id: opened.id, version: opened.version })}
        />
      </Stack>
    </Paper>
  );
}
