import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminProduct } from '../../../shared/admin-products';
import { showToast } from '../../lib/toast';
import { useReveal } from '../../lib/use-reveal';
import { trpc } from '../../trpc';
import { ProductForm } from './product-form';
import { emptyProduct, formValuesOf, type ProductFormValues, productInputOf, validateProduct } from './product-form-values';
import { savedWords } from './product-save-words';

/** One message per failure: under the field it names (focused, so it is in view) when the form has one, otherwise a toast. */
function showFailure(form: UseFormReturnType<ProductFormValues>, error: { message: string; data?: { field?: string | null } | null }) {
  const field = error.data?.field;
  if (field && field in form.values) {
    form.setFieldError(field, error.message.replace(`${field}: `, ''));
    form.getInputNode(field)?.focus();
  } else showToast('Error', error.message, 'destructive');
}

/** A new product: saved, it shows in the shop and in new quiz results at once. */
export function NewProductEditor() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useForm({ initialValues: emptyProduct, validate: validateProduct });
  const create = trpc.adminProducts.create.useMutation({
    onSuccess: ({ product }) => {
      const words = savedWords(undefined, product);
      showToast(words.title, words.message);
      void utils.adminProducts.list.invalidate();
      void navigate({ to: '/dashboard/products/$productId', params: { productId: String(product.id) } });
    },
    onError: (error) => showFailure(form, error),
  });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={1} fz="h2">
          New product
        </Title>
        <ProductForm form={form} saving={create.isPending} submitLabel="Create product" addressFollowsName onSubmit={(values) => create.mutate(productInputOf(values))} />
      </Stack>
    </Paper>
  );
}

/** Edits the version it opened: if someone saved in between, saving says so instead of overwriting. */
export function ProductEditor({ product }: { product: AdminProduct }) {
  const utils = trpc.useUtils();
  const [opened, setOpened] = useState(product);
  const [stale, setStale] = useState(false);
  const staleNotice = useReveal<HTMLDivElement>(stale);
  const form = useForm({ initialValues: formValuesOf(product), validate: validateProduct });
  const update = trpc.adminProducts.update.useMutation({
    onSuccess: ({ product: saved }) => {
      const words = savedWords(opened.status, saved);
      showToast(words.title, words.message);
      setOpened(saved);
      form.resetDirty(formValuesOf(saved));
      void utils.adminProducts.list.invalidate();
      utils.adminProducts.get.setData({ id: saved.id }, { product: saved });
    },
    onError: (error) => {
      // A stale save is said once, by the notice above the form.
      if (error.data?.httpStatus === 409 && error.data.field === 'version') setStale(true);
      else showFailure(form, error);
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
          <Alert ref={staleNotice} color="orange" title="Changed since you opened it" role="alert">
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
