import { Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { PRODUCT_SLUG_MAX, productStatuses } from '../../../shared/admin-products';
import { budgetTiers, routineSteps, skinConcerns, skinTypes } from '../../../shared/catalog';
import { budgetTierLabels, labelledOptions, productStatusLabels, routineStepLabels, skinConcernLabels, skinTypeLabels } from '../../../shared/enum-labels';
import { categoryLabels, productCategories } from '../../../shared/product-categories';
import { slugFromName } from '../../../shared/slug';
import { ImageField } from './image-field';
import type { ProductFormValues } from './product-form-values';

// Descriptions in a grey that keeps 4.5:1 on white (Mantine's default dimmed grey does not).
const readable = { descriptionProps: { c: 'gray.7' } };
const flags = [
  ['fragranceFree', 'Fragrance-free'],
  ['sensitiveSafe', 'Safe for sensitive skin'],
  ['nonComedogenic', 'Non-comedogenic'],
  ['harshActives', 'Strong actives (kept from sensitive skin)'],
] as const;

interface ProductFormProps {
  form: UseFormReturnType<ProductFormValues>;
  saving: boolean;
  onSubmit: (values: ProductFormValues) => void;
  submitLabel: string;
  /** A new product: its slug follows the name and its store path the slug, each until typed in by hand. */
  addressFollowsName?: boolean;
}

/** Every field the shop and the recommendation engine use; submit sends them through onSubmit. */
export function ProductForm({ form, saving, onSubmit, submitLabel, addressFollowsName = false }: ProductFormProps) {
  // A saved product keeps its address when renamed: links, carts and search engines point at it.
  const [slugTyped, setSlugTyped] = useState(!addressFollowsName);
  const [storePathTyped, setStorePathTyped] = useState(!addressFollowsName);
  const setSlug = (slug: string) => {
    form.setFieldValue('slug', slug);
    if (!storePathTyped) form.setFieldValue('storePath', slug ? `/p/${slug.trim().toLowerCase()}` : '');
  };
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            {...form.getInputProps('name')}
            onChange={(event) => {
              const name = event.currentTarget.value;
              form.setFieldValue('name', name);
              if (!slugTyped) setSlug(slugFromName(name, PRODUCT_SLUG_MAX));
            }}
          />
          <TextInput
            label="Slug"
            description="Lower-case words joined by hyphens; unique"
            {...readable}
            {...form.getInputProps('slug')}
            onChange={(event) => {
              setSlugTyped(true);
              setSlug(event.currentTarget.value);
            }}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
        <TextInput label="Why pick it (one line on the card)" {...form.getInputProps('reason')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Price ($)" inputMode="decimal" placeholder="24.50" {...form.getInputProps('price')} />
          <TextInput
            label="Original price ($, when on offer)"
            inputMode="decimal"
            description="Leave empty when not on offer"
            {...readable}
            {...form.getInputProps('originalPrice')}
          />
          <Select
            label="Status"
            description={form.values.status === 'archived' ? 'Hidden from the shop and new quiz results' : 'Shown in the shop and quiz results'}
            {...readable}
            data={labelledOptions(productStatuses, productStatusLabels)}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <ImageField value={form.values.imageUrl} error={form.errors.imageUrl as string | undefined} onChange={(imageUrl) => form.setFieldValue('imageUrl', imageUrl)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Store path"
            description="Added to your storefront address, e.g. /p/my-product"
            {...readable}
            {...form.getInputProps('storePath')}
            onChange={(event) => {
              setStorePathTyped(true);
              form.setFieldValue('storePath', event.currentTarget.value);
            }}
          />
          <TextInput
            label="SKU (optional)"
            description="Your storefront's code for it: how its orders name it"
            {...readable}
            {...form.getInputProps('sku')}
          />
        </SimpleGrid>
        <TagsInput label="Tags" description="Shown on the product card" {...readable} {...form.getInputProps('tags')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Category" data={labelledOptions(productCategories, categoryLabels)} allowDeselect={false} {...form.getInputProps('category')} />
          <Select label="Routine step" data={labelledOptions(routineSteps, routineStepLabels)} allowDeselect={false} {...form.getInputProps('routineStep')} />
          <Select label="Budget tier" data={labelledOptions(budgetTiers, budgetTierLabels)} allowDeselect={false} {...form.getInputProps('budgetTier')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect label="Concerns it targets" data={labelledOptions(skinConcerns, skinConcernLabels)} {...form.getInputProps('concerns')} />
          <MultiSelect label="Skin types (none = every type)" data={labelledOptions(skinTypes, skinTypeLabels)} {...form.getInputProps('skinTypes')} />
        </SimpleGrid>
        <Group>
          {flags.map(([field, label]) => (
            <Checkbox key={field} label={label} {...form.getInputProps(field, { type: 'checkbox' })} />
          ))}
        </Group>
        <Button type="submit" loading={saving} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
